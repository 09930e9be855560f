import { expect } from "vitest";
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  toFetch,
  toRequest,
} from "../../../src/index.js";

// Every face of the library that turns a route, a base URL and values into a URL: endpoint(),
// endpoint.defaults(), endpoint.merge() with endpoint.parse(), the builder, and the adapters
// toFetch() and toRequest() over the builder's request. The command has its own property
// (test/cli/run-origin.property.test.ts).

/** What one face gave: its URL, or the code of the RestbuildError it threw. */
export type FaceOutcome = { readonly url: string } | { readonly code: string };

/** Names the faces {@link facesOf} runs, in its order. */
export const FACE_NAMES = [
  "endpoint()",
  "endpoint.defaults()",
  "endpoint.merge() + endpoint.parse()",
  "builder",
  "toFetch()",
  "toRequest()",
] as const;

function outcomeOf(call: () => string): FaceOutcome {
  try {
    return { url: call() };
  } catch (error) {
    // Anything but a RestbuildError is a bug (C11).
    if (!isRestbuildError(error)) throw error;
    return { code: error.code };
  }
}

/**
 * The outcome of `route` with `values` under `baseUrl` (the built-in one when undefined) on
 * every face, by {@link FACE_NAMES}. `toRequest()` needs an absolute URL: under a relative base
 * URL it resolves the builder's URL against `page`, as a browser's fetch does.
 */
export function facesOf(
  route: string,
  baseUrl: string | undefined,
  values: Readonly<Record<string, unknown>>,
  page = "https://page.example/app/",
): FaceOutcome[] {
  const options: Record<string, unknown> =
    baseUrl === undefined ? { ...values } : { ...values, baseUrl };
  const base = baseUrl === undefined ? {} : { baseUrl };
  const builder = () => {
    const built = RequestBuilder.create().route(route).params(values);
    return baseUrl === undefined ? built : built.baseUrl(baseUrl);
  };
  return [
    outcomeOf(() => endpoint(route, options).url),
    outcomeOf(() => endpoint.defaults(base)(route, values).url),
    outcomeOf(() => endpoint.parse(endpoint.merge(route, options)).url),
    outcomeOf(() => builder().build().url),
    outcomeOf(() => toFetch(builder().build())[0]),
    outcomeOf(() => {
      const request = builder().build();
      return toRequest({ ...request, url: new URL(request.url, page).href }).url;
    }),
  ];
}

/**
 * The URLs of the faces that accepted the call, after checking that they agree: every face
 * accepts it or refuses it with the same code, and the accepted ones give the same URL
 * (`toRequest()` the same one resolved against the page).
 */
export function agreedUrls(outcomes: readonly FaceOutcome[], what: string): string[] {
  const first = outcomes[0] as FaceOutcome;
  outcomes.forEach((outcome, index) => {
    const face = `${FACE_NAMES[index]}: ${what}`;
    if ("code" in first) {
      expect(outcome, face).toEqual(first);
    } else if (FACE_NAMES[index] !== "toRequest()") {
      expect(outcome, face).toEqual(first);
    } else {
      expect("url" in outcome, face).toBe(true);
    }
  });
  return "code" in first ? [] : outcomes.map((outcome) => (outcome as { url: string }).url);
}
