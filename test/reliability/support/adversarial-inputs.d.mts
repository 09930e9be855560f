/** One adversarial input family: `input(size)` builds it, `run(input)` is timed. */
export interface AdversarialCase {
  readonly path: string;
  readonly name: string;
  input(size: number): unknown;
  run(input: unknown): unknown;
}

/** The sizes of the bench, in bytes of adversarial input. */
export declare const SIZES: readonly number[];

/** The cases, for an API of this library (from src or from dist). */
export declare function adversarialCases(api: {
  readonly endpoint: unknown;
  readonly RequestBuilder: { create(): unknown };
}): AdversarialCase[];

/** Whether a case's input is invalid on purpose, so that a RestbuildError is its right end. */
export declare function rejectsOnPurpose(entry: AdversarialCase): boolean;
