/** The chains, for an API of this library (from src or from dist): a name and a run of n steps. */
export declare function chainCases(api: {
  readonly endpoint: unknown;
  readonly RequestBuilder: { create(): unknown };
}): [name: string, run: (steps: number) => unknown][];

/** `levels` levels of `api.defaults()`, each adding a preview, then one call. */
export declare function cascade(api: unknown, levels: number): unknown;
