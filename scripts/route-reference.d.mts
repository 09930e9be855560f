// Types of scripts/route-reference.mjs, for the tests that import it.

/** A route of src/routes/github-routes.json. */
export interface RouteEntry {
  route: string;
  summary?: string;
  docs?: string;
  parameters: readonly {
    name: string;
    in: string;
    required: boolean;
    type?: string;
    enum?: readonly unknown[];
  }[];
  openBody?: boolean;
}

export const REFERENCE_FOLDER: string;
export function exampleValue(parameter: RouteEntry["parameters"][number]): unknown;
export function bodyNeedsData(entry: RouteEntry): boolean;
export function exampleParameters(entry: RouteEntry): Record<string, unknown>;
export function categoryOf(entry: RouteEntry): string;
export function referencePages(): Map<string, string>;
