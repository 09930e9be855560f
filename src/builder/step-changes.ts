import { stripPreviewSuffix } from "../core/accept-header.js";
import { copyValue } from "../core/copy.js";
import { normalizeHeader, normalizeHeaders } from "../core/headers.js";
import { checkPreviewNames } from "../core/media-type.js";
import { parseRoute } from "../core/route.js";
import {
  checkParameterName,
  expectPlainObject,
  validateBaseUrl,
  validateFormat,
  validateMethod,
} from "../core/validate.js";
import { describeValue, RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { compileRouteTemplate } from "../template/template-cache.js";
import type { Change } from "./pending-changes.js";

// What each step of RequestBuilder sets, as changes: its argument checked (a bad value fails at
// the step) and copied (later changes to the caller's objects do not reach the builder). A
// caller's getter or Proxy trap that throws while a step reads it is the caller's failure (C11).

/** The changes of `.route(route)`: method and URL, or the URL of a route without a method. */
export function routeChanges(route: unknown): Change[] {
  if (typeof route !== "string") {
    throw new RestbuildError(
      "INVALID_ROUTE",
      `a route must be a string, got ${describeValue(route)}`,
    );
  }
  const { method, url } = parseRoute(route);
  compileRouteTemplate(url); // a malformed template fails here, not at build()
  const changes: Change[] = [];
  if (method !== undefined) changes.push({ at: "top", key: "method", value: method });
  changes.push({ at: "top", key: "url", value: url });
  return changes;
}

/** The change of `.method(method)`: the method as given, checked. */
export function methodChanges(method: unknown): Change[] {
  return [{ at: "top", key: "method", value: validateMethod(method) }];
}

/** The change of `.baseUrl(baseUrl)`: checked as a base URL (C6). */
export function baseUrlChanges(baseUrl: unknown): Change[] {
  return [{ at: "top", key: "baseUrl", value: validateBaseUrl(baseUrl) }];
}

/** The change of `.format(format)`: the media type format, checked. */
export function formatChanges(format: unknown): Change[] {
  return [{ at: "mediaType", key: "format", value: validateFormat(format) }];
}

/** The options `.request(meta)` merges: `meta` must be a plain object. */
export function requestOptions(meta: unknown): { request: Record<string, unknown> } {
  return { request: catchingCallerFailures(() => expectPlainObject(meta, "request")) };
}

/** The changes of `.param(name, value)`: none for `undefined`, "not given". */
export function parameterChanges(name: unknown, value: unknown): Change[] {
  const key = checkParameterName(name);
  if (value === undefined) return [];
  return [{ at: "top", key, value: catchingCallerFailures(() => copyValue(value)) }];
}

/** The changes of `.params(parameters)`: one for each parameter that is not `undefined`. */
export function parametersChanges(parameters: unknown): Change[] {
  return catchingCallerFailures(() => {
    const source = expectPlainObject(parameters, "parameters");
    const changes: Change[] = [];
    for (const name of Object.keys(source)) {
      const key = checkParameterName(name);
      const value = source[name];
      if (value !== undefined) changes.push({ at: "top", key, value: copyValue(value) });
    }
    return changes;
  });
}

/** The changes of `.header(name, value)`, read as `.headers({ [name]: value })` reads it. */
export function headerChanges(name: unknown, value: unknown): Change[] {
  if (typeof name !== "string") {
    throw new RestbuildError(
      "INVALID_HEADER_NAME",
      `a header name must be a string, got ${describeValue(name)}`,
    );
  }
  const header = catchingCallerFailures(() => normalizeHeader(name, value));
  return header === undefined ? [] : [{ at: "headers", key: header.name, value: header.value }];
}

/** The changes of `.headers(headers)`: one for each header name, lowercased. */
export function headersChanges(headers: unknown): Change[] {
  return catchingCallerFailures(() => {
    const normalized = normalizeHeaders(headers);
    return Object.keys(normalized).map(
      (key): Change => ({ at: "headers", key, value: normalized[key] }),
    );
  });
}

/** The change of `.previews(names)`: the names checked, stripped of `-preview`. */
export function previewsChanges(names: unknown): Change[] {
  const checked = catchingCallerFailures(() => checkPreviewNames(names));
  return [{ at: "previews", names: checked.map(stripPreviewSuffix) }];
}

/** The changes of `.data(data)`: none for `undefined`, "not given". */
export function dataChanges(data: unknown): Change[] {
  if (data === undefined) return [];
  return [{ at: "top", key: "data", value: catchingCallerFailures(() => copyValue(data)) }];
}
