import { toFetch, toNodeRequest, toRequest } from "../../../src/adapters/index.js";
import { run } from "../../../src/cli/run.js";
import {
  compileTemplate,
  endpoint,
  expandTemplate,
  RequestBuilder,
  type RequestOptions,
} from "../../../src/index.js";

/**
 * The catalogue of bad input: one row per input and public entry, with what the entry must
 * do. `"result"` means a valid result (checked by the shape named in `returns`); a code means
 * a RestbuildError with that code. docs/errors.md shows the same rows as a table.
 */
export interface CatalogueEntry {
  /** The public entry, as the table shows it. */
  readonly entry: string;
  /** The bad input, in words or as code. */
  readonly input: string;
  readonly expected: "result" | string;
  /** How a valid result is checked. */
  readonly returns?:
    | "request"
    | "merged"
    | "builder"
    | "endpoint"
    | "string"
    | "template"
    | "fetch";
  readonly call: () => unknown;
}

/** A row for the command: the exit status and, for library errors, the code it prints. */
export interface CliEntry {
  readonly input: string;
  readonly argv: unknown;
  readonly io?: "missing" | "empty";
  /**
   * 0 (output printed); 2 with a code (a RestbuildError) or "usage" (a usage error); or, when
   * there is no io to write to, a rejection with a RestbuildError of that code.
   */
  readonly expected:
    | { readonly status: 0 }
    | { readonly status: 2; readonly code: string }
    | { readonly rejects: string };
}

const builder = RequestBuilder.create();
const routed = builder.route<string>("GET /x");
const posted = builder.route<string>("POST /x");
const DEFAULTS = endpoint.DEFAULTS;

function cyclicObject(): Record<string, unknown> {
  const value: Record<string, unknown> = { name: "a" };
  value.self = value;
  return value;
}

function cyclicArray(): unknown[] {
  const value: unknown[] = ["a"];
  value.push(value);
  return value;
}

/** An object whose property `key` throws when read, as a getter of the caller's can. */
function throwingGetter(key: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.defineProperty({ ...extra }, key, {
    enumerable: true,
    get() {
      throw new Error(`the getter of ${key} failed`);
    },
  });
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** A Proxy whose key listing throws: the caller's own code fails while it is read. */
function hostileProxy(target: object = {}): object {
  return new Proxy(target, {
    ownKeys() {
      throw new Error("ownKeys trap failed");
    },
  });
}

/** A value whose conversion to text throws. */
function unprintable(): object {
  return new (class Unprintable {
    toString(): string {
      throw new Error("toString failed");
    }
  })();
}

/** Arrays nested `depth` deep: [[[...]]]. */
function nestedArray(depth: number): unknown[] {
  let value: unknown[] = ["x"];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** Objects nested `depth` deep: { a: { a: ... } }. */
function nestedObject(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: "x" };
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Deep enough to exhaust the default stack of a recursive copy or String() of an array. */
const DEEP = 20_000;

/** A sparse array: index 0 is a hole, not undefined. */
function sparse(...items: string[]): string[] {
  const array = new Array<string>(items.length + 1);
  items.forEach((item, index) => {
    array[index + 1] = item;
  });
  return array;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const FROZEN_OPTIONS = () =>
  deepFreeze({
    owner: "o",
    filter: { state: "open", labels: ["bug"] },
    headers: { "X-Trace": "1", authorization: "token t" },
    mediaType: { format: "raw", previews: ["mercy"] },
    request: { timeout: 5 },
  });

const sent = (extra: Partial<RequestOptions> = {}): RequestOptions => ({
  method: "post",
  url: "https://api.example.com/x",
  headers: { accept: "application/json" },
  ...extra,
});

const call = (
  entry: string,
  input: string,
  expected: string,
  action: () => unknown,
  returns?: CatalogueEntry["returns"],
): CatalogueEntry =>
  returns === undefined
    ? { entry, input, expected, call: action }
    : { entry, input, expected, call: action, returns };

const E = "endpoint()";
const M = "endpoint.merge()";
const P = "endpoint.parse()";
const D = "endpoint.defaults()";

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Routes and the options argument.
  call(E, "route `42`", "INVALID_ROUTE", () => endpoint(42 as never)),
  call(E, "route `Symbol()`", "INVALID_ROUTE", () => endpoint(Symbol("route") as never)),
  call(E, "route `1n` (a bigint)", "INVALID_ROUTE", () => endpoint(1n as never)),
  call(E, "route a function", "INVALID_ROUTE", () => endpoint((() => "GET /x") as never)),
  call(E, "route `null`", "INVALID_ROUTE", () => endpoint(null as never)),
  call(E, 'route `["GET /x"]` (an array)', "INVALID_ROUTE", () => endpoint(["GET /x"] as never)),
  call(E, "route `true`", "INVALID_ROUTE", () => endpoint(true as never)),
  call(E, "no argument (no url anywhere)", "MISSING_URL", () =>
    (endpoint as unknown as () => unknown)(),
  ),
  call(E, "options `{}`", "MISSING_URL", () => endpoint({})),
  call(E, 'options `{ url: "" }`', "MISSING_URL", () => endpoint({ url: "" })),
  call(E, 'empty route `""`', "INVALID_ROUTE", () => endpoint("")),
  call(E, 'blank route `"   "`', "INVALID_ROUTE", () => endpoint("   ")),
  call(E, 'route with three words `"GET /x extra"`', "INVALID_ROUTE", () =>
    endpoint("GET /x extra"),
  ),
  call(E, 'route `"GET /x\\r\\nHost: evil"` (CR LF splits it)', "INVALID_ROUTE", () =>
    endpoint("GET /x\r\nHost: evil"),
  ),
  call(
    E,
    'route `"GET\\n/x"` (LF as the separator)',
    "result",
    () => endpoint("GET\n/x"),
    "request",
  ),
  call(
    E,
    'route `"GET /x\\u0000y"` (NUL in the path, pct-encoded)',
    "result",
    () => endpoint("GET /x\u0000y"),
    "request",
  ),
  call(E, "options `42` after a route", "INVALID_OPTIONS", () => endpoint("GET /x", 42 as never)),
  call(E, 'options `"text"` after a route', "INVALID_OPTIONS", () =>
    endpoint("GET /x", "text" as never),
  ),
  call(E, "options `null` after a route", "INVALID_OPTIONS", () =>
    endpoint("GET /x", null as never),
  ),
  call(E, "options `[]` after a route", "INVALID_OPTIONS", () => endpoint("GET /x", [] as never)),
  call(E, "options a `Date` after a route", "INVALID_OPTIONS", () =>
    endpoint("GET /x", new Date() as never),
  ),
  call(E, "options object followed by options", "INVALID_ROUTE", () =>
    endpoint({ url: "/x" } as never, {} as never),
  ),
  // url
  call(E, "url `42`", "INVALID_URL", () => endpoint({ url: 42 as never })),
  call(E, "url `Symbol()`", "INVALID_URL", () => endpoint({ url: Symbol("u") as never })),
  call(E, "url `1n`", "INVALID_URL", () => endpoint({ url: 1n as never })),
  call(E, "url an object", "INVALID_URL", () => endpoint({ url: { path: "/x" } as never })),
  call(
    E,
    'url `"/x\\r\\ny"` (CR LF, pct-encoded)',
    "result",
    () => endpoint({ url: "/x\r\ny" }),
    "request",
  ),
  // Templates
  call(E, 'url `"/repos/{owner"` (unclosed brace)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/repos/{owner" }),
  ),
  call(E, 'url `"/repos/owner}"` (unopened brace)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/repos/owner}" }),
  ),
  call(E, 'url `"/x{}"` (empty expression)', "INVALID_TEMPLATE", () => endpoint({ url: "/x{}" })),
  call(E, 'url `"/x{a{b}}"` (nested braces)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/x{a{b}}" }),
  ),
  call(E, 'url `"/x{=a}"` (reserved operator)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/x{=a}" }),
  ),
  call(E, 'url `"/x{a b}"` (space in a name)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/x{a b}" }),
  ),
  call(E, 'url `"/x{a:0}"` (prefix 0)', "INVALID_TEMPLATE", () => endpoint({ url: "/x{a:0}" })),
  call(E, 'url `"/x{a:10000}"` (prefix too long)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/x{a:10000}" }),
  ),
  call(E, 'url `"/x{%zz}"` (bad pct-encoding in a name)', "INVALID_TEMPLATE", () =>
    endpoint({ url: "/x{%zz}" }),
  ),
  call(E, 'route `"GET /x\\ud800"` (lone surrogate in a literal)', "INVALID_TEMPLATE", () =>
    endpoint("GET /x\ud800"),
  ),
  // method
  call(E, 'route method `"G(ET"`', "INVALID_METHOD", () => endpoint("G(ET /x")),
  call(E, 'route method `"GET\\u0000"` (NUL)', "INVALID_METHOD", () => endpoint("GET\u0000 /x")),
  call(E, 'route method `"G\\ud800"` (lone surrogate)', "INVALID_METHOD", () =>
    endpoint("G\ud800 /x"),
  ),
  call(E, 'method `""`', "INVALID_METHOD", () => endpoint({ method: "", url: "/x" })),
  call(E, 'method `"GE T"`', "INVALID_METHOD", () => endpoint({ method: "GE T", url: "/x" })),
  call(E, 'method `"GET\\r\\n"`', "INVALID_METHOD", () =>
    endpoint({ method: "GET\r\n", url: "/x" }),
  ),
  call(E, "method `Symbol()`", "INVALID_METHOD", () =>
    endpoint({ method: Symbol("m") as never, url: "/x" }),
  ),
  call(E, "method `1n`", "INVALID_METHOD", () => endpoint({ method: 1n as never, url: "/x" })),
  call(E, "method `null`", "INVALID_METHOD", () => endpoint({ method: null as never, url: "/x" })),
  call(
    E,
    'method `"CONNECT"` (a valid token, outside the usual methods)',
    "result",
    () => endpoint({ method: "CONNECT", url: "/x" }),
    "request",
  ),
  // baseUrl
  call(E, 'baseUrl `"https://a\\r\\nb"`', "INVALID_BASE_URL", () =>
    endpoint({ url: "/x", baseUrl: "https://a\r\nb" }),
  ),
  call(E, 'baseUrl `"https://a\\u0000"`', "INVALID_BASE_URL", () =>
    endpoint({ url: "/x", baseUrl: "https://a\u0000" }),
  ),
  call(E, "baseUrl `42`", "INVALID_BASE_URL", () => endpoint({ url: "/x", baseUrl: 42 as never })),
  call(E, "baseUrl `Symbol()`", "INVALID_BASE_URL", () =>
    endpoint({ url: "/x", baseUrl: Symbol("b") as never }),
  ),
  call(E, "baseUrl `null`", "INVALID_BASE_URL", () =>
    endpoint({ url: "/x", baseUrl: null as never }),
  ),
  // `as string`: the types refuse these literals too (no http:// or https:// and no leading "/").
  call(E, 'baseUrl `"\\\\"` (a backslash, read as "/")', "INVALID_BASE_URL", () =>
    endpoint("GET /{a}/x", { baseUrl: "\\" as string, a: "evil.example" }),
  ),
  call(E, 'baseUrl `"https://"` (no host)', "INVALID_BASE_URL", () =>
    endpoint("GET /{a}/x", { baseUrl: "https://", a: "evil.example" }),
  ),
  call(E, 'baseUrl `"//"` (no host)', "INVALID_BASE_URL", () =>
    endpoint("GET /{a}/x", { baseUrl: "//", a: "evil.example" }),
  ),
  call(E, 'baseUrl `"https:"` (a scheme without `//host`)', "INVALID_BASE_URL", () =>
    endpoint("GET {a}/x", { baseUrl: "https:" as string, a: "evil.example" }),
  ),
  call(E, 'baseUrl `"localhost:3000/api"` (a scheme without `//host`)', "INVALID_BASE_URL", () =>
    endpoint("GET /x", { baseUrl: "localhost:3000/api" as string }),
  ),
  call(E, 'baseUrl `" "` (a space, which URL parsers trim)', "INVALID_BASE_URL", () =>
    endpoint("GET /{a}/{b}/x", { baseUrl: " " as string, a: "", b: "evil.example" }),
  ),
  call(E, 'baseUrl `"/\\t"` (a tab, which URL parsers remove)', "INVALID_BASE_URL", () =>
    endpoint("GET /{a}/x", { baseUrl: "/\t", a: "evil.example" }),
  ),
  call(E, 'baseUrl `"ftp://h.example"` (not http or https)', "INVALID_BASE_URL", () =>
    endpoint("GET /x", { baseUrl: "ftp://h.example" as string }),
  ),
  call(E, 'baseUrl `"https://h.example?x=1"` (a query)', "INVALID_BASE_URL", () =>
    endpoint("GET /x", { baseUrl: "https://h.example?x=1" }),
  ),
  call(E, 'url `"javascript://x/y"` (not http or https)', "INVALID_BASE_URL", () =>
    endpoint({ url: "javascript://x/y" }),
  ),
  call(E, 'url `" https://h.example/x"` (read as absolute once trimmed)', "INVALID_BASE_URL", () =>
    endpoint({ url: " https://h.example/x" }),
  ),
  // headers
  call(E, 'headers `"x"`', "INVALID_OPTIONS", () => endpoint("GET /x", { headers: "x" as never })),
  call(E, "headers `null`", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { headers: null as never }),
  ),
  call(E, 'headers `["a"]`', "INVALID_OPTIONS", () =>
    endpoint("GET /x", { headers: ["a"] as never }),
  ),
  call(E, "headers a `Map`", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { headers: new Map([["a", "b"]]) as never }),
  ),
  call(E, 'header name `"x y"`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "x y": "1" } }),
  ),
  call(E, 'header name `""`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "": "1" } }),
  ),
  call(E, 'header name `"x\\r\\ny"`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "x\r\ny": "1" } }),
  ),
  call(E, 'header name `"x\\u0000"`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "x\u0000": "1" } }),
  ),
  call(E, 'header name `"x:y"`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "x:y": "1" } }),
  ),
  call(E, 'header name `"é"`', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { é: "1" } }),
  ),
  call(E, 'header name `"\\ud800"` (lone surrogate)', "INVALID_HEADER_NAME", () =>
    endpoint("GET /x", { headers: { "\ud800": "1" } }),
  ),
  call(E, 'header value `"a\\r\\nx-injected: 1"`', "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": "a\r\nx-injected: 1" } }),
  ),
  call(E, 'header value `"a\\nb"`', "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": "a\nb" } }),
  ),
  call(E, 'header value `"a\\rb"`', "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": "a\rb" } }),
  ),
  call(E, 'header value `"a\\u0000b"`', "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": "a\u0000b" } }),
  ),
  call(E, "header value `Symbol()`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": Symbol("v") as never } }),
  ),
  call(E, "header value `1n`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": 1n as never } }),
  ),
  call(E, "header value `null`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": null as never } }),
  ),
  call(E, "header value `NaN`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": Number.NaN } }),
  ),
  call(E, "header value `Infinity`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": Number.POSITIVE_INFINITY } }),
  ),
  call(E, "header value an object", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": {} as never } }),
  ),
  call(E, 'header value `["a", "b"]`', "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": ["a", "b"] as never } }),
  ),
  call(E, "header value `true`", "INVALID_HEADER_VALUE", () =>
    endpoint("GET /x", { headers: { "x-a": true as never } }),
  ),
  call(
    E,
    'header value `"a\\tb"` (tab is allowed)',
    "result",
    () => endpoint("GET /x", { headers: { "x-a": "a\tb" } }),
    "request",
  ),
  call(
    E,
    "header with a symbol key (not enumerated)",
    "result",
    () => endpoint("GET /x", { headers: { [Symbol("h")]: "1" } as never }),
    "request",
  ),
  // mediaType
  call(E, 'mediaType `"raw"`', "INVALID_OPTIONS", () =>
    endpoint("GET /x", { mediaType: "raw" as never }),
  ),
  call(E, "mediaType `null`", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { mediaType: null as never }),
  ),
  call(E, "mediaType.format `Symbol()`", "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { format: Symbol("f") as never } }),
  ),
  call(E, 'mediaType.format `"raw\\r\\nx"`', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { format: "raw\r\nx" } }),
  ),
  call(E, 'mediaType.format `"raw,x"`', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { format: "raw,x" } }),
  ),
  call(E, 'mediaType.format `"\\ud800"` (lone surrogate)', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { format: "\ud800" } }),
  ),
  call(E, 'mediaType.previews `"mercy"` (not an array)', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: "mercy" as never } }),
  ),
  call(E, 'mediaType.previews `["a\\r\\nb"]`', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: ["a\r\nb"] } }),
  ),
  call(E, 'mediaType.previews `["\\ud800"]`', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: ["\ud800"] } }),
  ),
  call(E, "mediaType.previews `[1n]`", "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: [1n] as never } }),
  ),
  call(E, 'mediaType.previews `[""]`', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: [""] } }),
  ),
  call(E, "mediaType.previews `[null]`", "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: [null] as never } }),
  ),
  call(E, 'mediaType.previews `[, "a"]` (a sparse array)', "INVALID_MEDIA_TYPE", () =>
    endpoint("GET /x", { mediaType: { previews: sparse("a") } }),
  ),
  // request
  call(E, "request `42`", "INVALID_OPTIONS", () => endpoint("GET /x", { request: 42 as never })),
  call(E, 'request `"x"`', "INVALID_OPTIONS", () => endpoint("GET /x", { request: "x" as never })),
  call(E, "request `[1]`", "INVALID_OPTIONS", () => endpoint("GET /x", { request: [1] as never })),
  call(
    E,
    "request holding a cyclic object (passed through)",
    "result",
    () => endpoint("GET /x", { request: { cache: cyclicObject() } }),
    "request",
  ),
  // parameters
  call(E, "path parameter `Symbol()`", "INVALID_TEMPLATE_VALUE", () =>
    endpoint("GET /x/{a}", { a: Symbol("a") }),
  ),
  call(E, "path parameter a function", "INVALID_TEMPLATE_VALUE", () =>
    endpoint("GET /x/{a}", { a: () => 1 }),
  ),
  call(E, 'path parameter `"\\ud800"` (lone surrogate)', "INVALID_TEMPLATE_VALUE", () =>
    endpoint("GET /x/{a}", { a: "\ud800" }),
  ),
  call(E, "path parameter `[Symbol()]`", "INVALID_TEMPLATE_VALUE", () =>
    endpoint("GET /x/{a}", { a: [Symbol("a")] }),
  ),
  call(E, "path parameter whose toString() throws", "INVALID_TEMPLATE_VALUE", () =>
    endpoint("GET /x/{a}", { a: unprintable() }),
  ),
  call(E, `path parameter: arrays nested ${DEEP} deep`, "INVALID_PARAMETER", () =>
    endpoint("GET /x/{a}", { a: [nestedArray(DEEP)] }),
  ),
  call(
    E,
    "path parameter `1n` (written as text)",
    "result",
    () => endpoint("GET /x/{a}", { a: 1n }),
    "request",
  ),
  call(E, "path parameter a cyclic array", "INVALID_PARAMETER", () =>
    endpoint("GET /x/{a}", { a: cyclicArray() }),
  ),
  call(E, 'path parameter `".."`', "PATH_TRAVERSAL", () => endpoint("GET /x/{a}", { a: ".." })),
  call(
    E,
    'path parameter `"..%2fadmin"` in `{+a}` (a dot segment once decoded)',
    "PATH_TRAVERSAL",
    () => endpoint("GET /x/{+a}/y", { a: "..%2fadmin" }),
  ),
  call(
    E,
    'path parameter `"../admin"` in `{a}` (`..%2Fadmin` once decoded)',
    "PATH_TRAVERSAL",
    () => endpoint("GET /x/{a}/y", { a: "../admin" }),
  ),
  call(E, 'path parameter `"r#"` in `{+repo}` before more of the path', "PATH_TRAVERSAL", () =>
    endpoint("DELETE /repos/{owner}/{+repo}/collaborators/{username}", {
      owner: "o",
      repo: "r#",
      username: "bob",
    }),
  ),
  call(E, 'path parameter `"."` in `{/a}`', "PATH_TRAVERSAL", () =>
    endpoint("GET /x{/a}", { a: "." }),
  ),
  call(E, "a dot segment made by two expressions", "PATH_TRAVERSAL", () =>
    endpoint("GET /files/{name}{.ext}", { name: "", ext: "." }),
  ),
  call(E, "`DELETE /orgs/{org}/members/{username}` without `username`", "MISSING_PARAMETER", () =>
    // The types ask for `username`; JavaScript callers and wider types reach the runtime check.
    endpoint("DELETE /orgs/{org}/members/{username}" as string, { org: "o" }),
  ),
  call(E, 'path parameter `""` in a segment of its own, for POST', "MISSING_PARAMETER", () =>
    endpoint("POST /x/{a}/y", { a: "" }),
  ),
  call(E, "a value that would extend the literal host before its port", "INVALID_HOST", () =>
    endpoint("GET http://127.0.0.1{+a}:8080/x", { a: "1" }),
  ),
  call(E, "a host with a path in `https://{host}/api`", "INVALID_HOST", () =>
    endpoint("GET https://{host}/api", { host: "evil.example/x" }),
  ),
  call(E, "an empty host in `https://{host}/api`", "INVALID_HOST", () =>
    endpoint("GET https://{host}/api", { host: "" }),
  ),
  call(E, "a literal authority with no valid host, `https://:/x`", "INVALID_HOST", () =>
    endpoint("GET https://:/x"),
  ),
  call(E, "query parameter a function", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: () => 1 }),
  ),
  call(E, "query parameter `Symbol()`", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: Symbol("a") }),
  ),
  call(E, "query parameter `[Symbol()]`", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: [Symbol("a")] }),
  ),
  call(E, 'query parameter `"\\ud800"`', "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: "\ud800" }),
  ),
  call(E, 'query parameter named `"\\ud800"`', "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { "\ud800": "1" }),
  ),
  call(E, "query parameter `Object.create(null)`", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: Object.create(null) }),
  ),
  call(E, "query parameter whose toString() throws", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /x", { a: unprintable() }),
  ),
  call(E, `query parameter: arrays nested ${DEEP} deep`, "INVALID_PARAMETER", () =>
    endpoint("GET /x", { a: nestedArray(DEEP) }),
  ),
  call(E, "`q: 42`", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /search/issues", { q: 42 } as never),
  ),
  call(E, "`q: null`", "INVALID_QUERY_VALUE", () =>
    endpoint("GET /search/issues", { q: null } as never),
  ),
  call(
    E,
    'query parameter `"\\ud800\\udc00"` (a valid pair)',
    "result",
    () => endpoint("GET /x", { a: "\ud800\udc00" }),
    "request",
  ),
  call(E, "query parameter `1n`", "result", () => endpoint("GET /x", { a: 1n }), "request"),
  call(E, "query parameter a cyclic object", "INVALID_PARAMETER", () =>
    endpoint("GET /x", { a: cyclicObject() }),
  ),
  call(
    E,
    "body parameter a cyclic object (kept by reference)",
    "result",
    () => endpoint("POST /x", { a: cyclicObject() }),
    "request",
  ),
  call(
    E,
    "data `Symbol()` (kept as the body)",
    "result",
    () => endpoint("POST /x", { data: Symbol("d") }),
    "request",
  ),
  // Caller code that throws while it is read
  call(E, "options with a getter that throws", "INVALID_OPTIONS", () =>
    endpoint("GET /x", throwingGetter("a") as never),
  ),
  call(E, "headers with a getter that throws", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { headers: throwingGetter("x-a") as never }),
  ),
  call(E, "mediaType with a previews getter that throws", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { mediaType: throwingGetter("previews") as never }),
  ),
  call(E, "request with a getter that throws", "INVALID_OPTIONS", () =>
    endpoint("GET /x", { request: throwingGetter("signal") as never }),
  ),
  call(E, "options a revoked Proxy", "INVALID_OPTIONS", () =>
    endpoint("GET /x", revokedProxy() as never),
  ),
  call(E, "options a Proxy whose ownKeys trap throws", "INVALID_OPTIONS", () =>
    endpoint("GET /x", hostileProxy() as never),
  ),
  call(
    E,
    "options a Proxy without traps (works)",
    "result",
    () => endpoint(new Proxy({ url: "/x/{a}", a: "1", b: "2" }, {})),
    "request",
  ),
  call(
    E,
    "deep-frozen options (work)",
    "result",
    () => endpoint("GET /repos/{owner}", FROZEN_OPTIONS()),
    "request",
  ),
  call(
    E,
    "deep-frozen options with a body (work)",
    "result",
    () => endpoint("POST /repos/{owner}", FROZEN_OPTIONS()),
    "request",
  ),

  // endpoint.merge()
  call(M, "route `42`", "INVALID_ROUTE", () => endpoint.merge(42 as never)),
  call(M, "route `null`", "INVALID_ROUTE", () => endpoint.merge(null as never)),
  call(M, "options `42` after a route", "INVALID_OPTIONS", () =>
    endpoint.merge("GET /x", 42 as never),
  ),
  call(M, "url `42`", "INVALID_URL", () => endpoint.merge({ url: 42 as never })),
  call(M, 'method `"GE T"`', "INVALID_METHOD", () => endpoint.merge({ method: "GE T" })),
  call(M, 'header value `"a\\nb"`', "INVALID_HEADER_VALUE", () =>
    endpoint.merge("GET /x", { headers: { a: "a\nb" } }),
  ),
  call(M, 'mediaType.previews `[, "a"]` (a sparse array)', "INVALID_MEDIA_TYPE", () =>
    endpoint.merge("GET /x", { mediaType: { previews: sparse("a") } }),
  ),
  call(M, "options with a getter that throws", "INVALID_OPTIONS", () =>
    endpoint.merge("GET /x", throwingGetter("a") as never),
  ),
  call(
    M,
    "a cyclic parameter (kept by reference)",
    "result",
    () => endpoint.merge("GET /x", { a: cyclicObject() }),
    "merged",
  ),
  call(
    M,
    "deep-frozen options (work)",
    "result",
    () => endpoint.merge("GET /x", FROZEN_OPTIONS()),
    "merged",
  ),

  // endpoint.parse()
  call(P, "`null`", "INVALID_OPTIONS", () => endpoint.parse(null as never)),
  call(P, "`42`", "INVALID_OPTIONS", () => endpoint.parse(42 as never)),
  call(P, "`[]`", "INVALID_OPTIONS", () => endpoint.parse([] as never)),
  call(P, "`{}` (no method)", "INVALID_METHOD", () => endpoint.parse({} as never)),
  call(P, "`DEFAULTS` (no url)", "MISSING_URL", () => endpoint.parse(DEFAULTS)),
  call(P, "method and url without a baseUrl", "INVALID_BASE_URL", () =>
    endpoint.parse({ method: "GET", url: "/x" } as never),
  ),
  call(P, "url `42`", "INVALID_URL", () => endpoint.parse({ ...DEFAULTS, url: 42 as never })),
  call(P, 'url `"/x{"`', "INVALID_TEMPLATE", () => endpoint.parse({ ...DEFAULTS, url: "/x{" })),
  call(P, "mediaType `null`", "INVALID_OPTIONS", () =>
    endpoint.parse({ ...DEFAULTS, url: "/x", mediaType: null as never }),
  ),
  call(P, "mediaType.format `42`", "INVALID_MEDIA_TYPE", () =>
    endpoint.parse({ ...DEFAULTS, url: "/x", mediaType: { format: 42 as never, previews: [] } }),
  ),
  call(P, 'mediaType.previews `[, "a"]` (a sparse array)', "INVALID_MEDIA_TYPE", () =>
    endpoint.parse({ ...DEFAULTS, url: "/x", mediaType: { format: "", previews: sparse("a") } }),
  ),
  call(P, 'header value `"a\\r\\nb"` written into merge() output', "INVALID_HEADER_VALUE", () => {
    const merged = endpoint.merge("GET /x");
    merged.headers.authorization = "token a\r\nb";
    return endpoint.parse(merged);
  }),
  call(
    P,
    "headers `null` (no headers)",
    "result",
    () => endpoint.parse({ ...DEFAULTS, url: "/x", headers: null as never }),
    "request",
  ),
  call(P, "a url getter that throws", "INVALID_OPTIONS", () =>
    endpoint.parse(throwingGetter("url", { ...DEFAULTS }) as never),
  ),
  call(P, "a revoked Proxy", "INVALID_OPTIONS", () => endpoint.parse(revokedProxy() as never)),
  call(
    P,
    "a deep-frozen copy of merge() output (works)",
    "result",
    () => endpoint.parse(deepFreeze(endpoint.merge("POST /repos/{owner}", FROZEN_OPTIONS()))),
    "request",
  ),

  // endpoint.defaults()
  call(D, "`null`", "INVALID_ROUTE", () => endpoint.defaults(null as never)),
  call(D, "`42`", "INVALID_ROUTE", () => endpoint.defaults(42 as never)),
  call(D, "`[]`", "INVALID_ROUTE", () => endpoint.defaults([] as never)),
  call(D, "a cyclic object", "INVALID_PARAMETER", () => endpoint.defaults(cyclicObject())),
  call(D, "a parameter holding a cyclic array", "INVALID_PARAMETER", () =>
    endpoint.defaults({ a: cyclicArray() }),
  ),
  call(D, `a parameter: objects nested ${DEEP} deep`, "INVALID_PARAMETER", () =>
    endpoint.defaults({ a: nestedObject(DEEP) }),
  ),
  call(D, 'method `"GE T"`', "INVALID_METHOD", () => endpoint.defaults({ method: "GE T" })),
  call(D, 'url `"/x{"`', "INVALID_TEMPLATE", () => endpoint.defaults({ url: "/x{" })),
  call(D, 'header name `"x y"`', "INVALID_HEADER_NAME", () =>
    endpoint.defaults({ headers: { "x y": "1" } }),
  ),
  call(D, 'mediaType.previews `[, "a"]` (a sparse array)', "INVALID_MEDIA_TYPE", () =>
    endpoint.defaults({ mediaType: { previews: sparse("a") } }),
  ),
  call(D, "options with a getter that throws", "INVALID_OPTIONS", () =>
    endpoint.defaults(throwingGetter("a")),
  ),
  call(
    D,
    "deep-frozen options (work)",
    "result",
    () => endpoint.defaults(FROZEN_OPTIONS()),
    "endpoint",
  ),
  call(
    D,
    "`undefined` (no change)",
    "result",
    () => endpoint.defaults(undefined as never),
    "endpoint",
  ),

  // RequestBuilder
  call("new RequestBuilder()", "no snapshot (plain JavaScript)", "INVALID_OPTIONS", () =>
    Reflect.construct(RequestBuilder, []),
  ),
  call("builder.route()", "`42`", "INVALID_ROUTE", () => builder.route(42 as never)),
  call("builder.route()", "`null`", "INVALID_ROUTE", () => builder.route(null as never)),
  call("builder.route()", '`""`', "INVALID_ROUTE", () => builder.route("")),
  call("builder.route()", '`"GET /x\\r\\nHost: a"`', "INVALID_ROUTE", () =>
    builder.route("GET /x\r\nHost: a"),
  ),
  call("builder.route()", '`"GET /x{"`', "INVALID_TEMPLATE", () => builder.route("GET /x{")),
  call("builder.route()", '`"/x\\ud800"`', "INVALID_TEMPLATE", () => builder.route("/x\ud800")),
  call("builder.route()", '`"G(T /x"`', "INVALID_METHOD", () => builder.route("G(T /x")),
  call("builder.method()", "`null`", "INVALID_METHOD", () => builder.method(null as never)),
  call("builder.method()", '`""`', "INVALID_METHOD", () => builder.method("")),
  call("builder.method()", '`"G\\r\\n"`', "INVALID_METHOD", () => builder.method("G\r\n")),
  call("builder.method()", "`Symbol()`", "INVALID_METHOD", () =>
    builder.method(Symbol("m") as never),
  ),
  call("builder.baseUrl()", "`null`", "INVALID_BASE_URL", () => builder.baseUrl(null as never)),
  call("builder.baseUrl()", '`"https://a\\nb"`', "INVALID_BASE_URL", () =>
    builder.baseUrl("https://a\nb"),
  ),
  call("builder.baseUrl()", "`42`", "INVALID_BASE_URL", () => builder.baseUrl(42 as never)),
  call("builder.baseUrl()", '`"https://:443/"` (no host)', "INVALID_BASE_URL", () =>
    builder.baseUrl("https://:443/"),
  ),
  call("builder.param()", "name `Symbol()`", "INVALID_PARAMETER", () =>
    builder.param(Symbol("p") as never, 1),
  ),
  call("builder.param()", "name `42`", "INVALID_PARAMETER", () => builder.param(42 as never, 1)),
  call("builder.param()", 'name `""`', "INVALID_PARAMETER", () => builder.param("", 1)),
  call("builder.param()", 'name `"__proto__"`', "INVALID_PARAMETER", () =>
    builder.param("__proto__", 1),
  ),
  call(
    "builder.param()",
    'name `"url"` (an option key)',
    "INVALID_PARAMETER",
    () => builder.param("url" as string, 1), // the types refuse the literal too
  ),
  call("builder.param()", "a cyclic object", "INVALID_PARAMETER", () =>
    builder.param("a", cyclicObject()),
  ),
  call("builder.param()", "a cyclic array", "INVALID_PARAMETER", () =>
    builder.param("a", cyclicArray()),
  ),
  call("builder.param()", `arrays nested ${DEEP} deep`, "INVALID_PARAMETER", () =>
    builder.param("a", nestedArray(DEEP)),
  ),
  call("builder.param()", "a value with a getter that throws", "INVALID_OPTIONS", () =>
    builder.param("a", throwingGetter("x")),
  ),
  call("builder.param()", "a revoked Proxy", "INVALID_OPTIONS", () =>
    builder.param("a", revokedProxy()),
  ),
  call(
    "builder.param()",
    "a Proxy without traps (works)",
    "result",
    () => builder.param("a", new Proxy({ k: "v" }, {})),
    "builder",
  ),
  call(
    "builder.param()",
    "a deep-frozen value (works)",
    "result",
    () => builder.param("a", deepFreeze({ list: [1, { b: 2 }] })),
    "builder",
  ),
  call("builder.params()", "`null`", "INVALID_OPTIONS", () => builder.params(null as never)),
  call("builder.params()", "`42`", "INVALID_OPTIONS", () => builder.params(42 as never)),
  call("builder.params()", "`[]`", "INVALID_OPTIONS", () => builder.params([] as never)),
  call("builder.params()", "`{ url: 1 }`", "INVALID_PARAMETER", () =>
    builder.params({ url: 1 } as never),
  ),
  call("builder.params()", "a cyclic object", "INVALID_PARAMETER", () =>
    builder.params(cyclicObject()),
  ),
  call("builder.params()", "an object with a getter that throws", "INVALID_OPTIONS", () =>
    builder.params(throwingGetter("a")),
  ),
  call("builder.params()", "a Proxy whose ownKeys trap throws", "INVALID_OPTIONS", () =>
    builder.params(hostileProxy() as never),
  ),
  call(
    "builder.params()",
    "deep-frozen parameters (work)",
    "result",
    () => builder.params(FROZEN_OPTIONS().filter),
    "builder",
  ),
  call("builder.header()", "name `42`", "INVALID_HEADER_NAME", () =>
    builder.header(42 as never, "1"),
  ),
  call("builder.header()", 'name `"x y"`', "INVALID_HEADER_NAME", () => builder.header("x y", "1")),
  call("builder.header()", 'name `"a\\r\\nb"`', "INVALID_HEADER_NAME", () =>
    builder.header("a\r\nb", "1"),
  ),
  call("builder.header()", 'value `"b\\r\\nc: d"`', "INVALID_HEADER_VALUE", () =>
    builder.header("a", "b\r\nc: d"),
  ),
  call("builder.header()", 'value `"\\u0000"`', "INVALID_HEADER_VALUE", () =>
    builder.header("a", "\u0000"),
  ),
  call("builder.header()", "value `Symbol()`", "INVALID_HEADER_VALUE", () =>
    builder.header("a", Symbol("v") as never),
  ),
  call("builder.header()", "value `1n`", "INVALID_HEADER_VALUE", () =>
    builder.header("a", 1n as never),
  ),
  call("builder.header()", "value `null`", "INVALID_HEADER_VALUE", () =>
    builder.header("a", null as never),
  ),
  call("builder.headers()", "`null`", "INVALID_OPTIONS", () => builder.headers(null as never)),
  call("builder.headers()", "`undefined`", "INVALID_OPTIONS", () =>
    builder.headers(undefined as never),
  ),
  call("builder.headers()", '`["a"]`', "INVALID_OPTIONS", () => builder.headers(["a"] as never)),
  call("builder.headers()", "an object with a getter that throws", "INVALID_OPTIONS", () =>
    builder.headers(throwingGetter("x-a") as never),
  ),
  call("builder.preview()", "`42`", "INVALID_MEDIA_TYPE", () => builder.preview(42 as never)),
  call("builder.preview()", "`null`", "INVALID_MEDIA_TYPE", () => builder.preview(null as never)),
  call("builder.preview()", '`"a b"`', "INVALID_MEDIA_TYPE", () => builder.preview("a b")),
  call("builder.preview()", '`"\\r\\n"`', "INVALID_MEDIA_TYPE", () => builder.preview("\r\n")),
  call("builder.previews()", "`null`", "INVALID_MEDIA_TYPE", () => builder.previews(null as never)),
  call("builder.previews()", '`"mercy"`', "INVALID_MEDIA_TYPE", () =>
    builder.previews("mercy" as never),
  ),
  call("builder.previews()", '`[, "a"]` (a sparse array)', "INVALID_MEDIA_TYPE", () =>
    builder.previews(sparse("a")),
  ),
  call("builder.format()", "`null`", "INVALID_MEDIA_TYPE", () => builder.format(null as never)),
  call("builder.format()", "`undefined`", "INVALID_MEDIA_TYPE", () =>
    builder.format(undefined as never),
  ),
  call("builder.format()", '`"a b"`', "INVALID_MEDIA_TYPE", () => builder.format("a b")),
  call("builder.format()", '`"raw\\r\\n"`', "INVALID_MEDIA_TYPE", () => builder.format("raw\r\n")),
  call("builder.data()", "a cyclic object", "INVALID_PARAMETER", () =>
    builder.data(cyclicObject()),
  ),
  call("builder.data()", "a cyclic array", "INVALID_PARAMETER", () => builder.data(cyclicArray())),
  call("builder.data()", `objects nested ${DEEP} deep`, "INVALID_PARAMETER", () =>
    builder.data(nestedObject(DEEP)),
  ),
  call("builder.data()", "an object with a getter that throws", "INVALID_OPTIONS", () =>
    builder.data(throwingGetter("x")),
  ),
  call("builder.data()", "`1n` (kept as the body)", "result", () => posted.data(1n), "builder"),
  call("builder.request()", "`null`", "INVALID_OPTIONS", () => builder.request(null as never)),
  call("builder.request()", "`42`", "INVALID_OPTIONS", () => builder.request(42 as never)),
  call("builder.request()", "`undefined`", "INVALID_OPTIONS", () =>
    builder.request(undefined as never),
  ),
  call("builder.request()", "a cyclic plain object", "INVALID_PARAMETER", () =>
    builder.request({ cache: cyclicObject() }),
  ),
  call("builder.request()", "an object with a getter that throws", "INVALID_OPTIONS", () =>
    builder.request(throwingGetter("signal")),
  ),
  call("builder.merge()", "`null`", "INVALID_ROUTE", () => builder.merge(null as never)),
  call("builder.merge()", "`42`", "INVALID_ROUTE", () => builder.merge(42 as never)),
  call("builder.merge()", "`[]`", "INVALID_ROUTE", () => builder.merge([] as never)),
  call("builder.merge()", '`"POST /x"` (a route)', "INVALID_OPTIONS", () =>
    builder.merge("POST /x" as never),
  ),
  call("builder.merge()", "`{ url: 42 }`", "INVALID_URL", () =>
    builder.merge({ url: 42 as never }),
  ),
  call("builder.merge()", '`{ url: "/x{" }`', "INVALID_TEMPLATE", () =>
    builder.merge({ url: "/x{" }),
  ),
  call("builder.merge()", "a cyclic object", "INVALID_PARAMETER", () =>
    builder.merge(cyclicObject()),
  ),
  call("builder.merge()", "a source whose toOptions() returns `null`", "INVALID_OPTIONS", () =>
    builder.merge({ toOptions: () => null as never }),
  ),
  call("builder.merge()", "a source whose toOptions() returns `{}`", "INVALID_OPTIONS", () =>
    builder.merge({ toOptions: () => ({}) as never }),
  ),
  call("builder.merge()", "a source whose toOptions() throws", "INVALID_OPTIONS", () =>
    builder.merge({
      toOptions: () => {
        throw new Error("toOptions failed");
      },
    }),
  ),
  call("builder.merge()", "options with a getter that throws", "INVALID_OPTIONS", () =>
    builder.merge(throwingGetter("a")),
  ),
  call(
    "builder.merge()",
    "deep-frozen options (work)",
    "result",
    () => builder.merge(FROZEN_OPTIONS()),
    "builder",
  ),
  call("builder.build()", "no route", "MISSING_URL", () => builder.build()),
  call("builder.build()", "`q` bound to `42`", "INVALID_QUERY_VALUE", () =>
    builder.route<string>("GET /search/issues").param("q", 42).build(),
  ),
  call("builder.build()", 'a path parameter `".."`', "PATH_TRAVERSAL", () =>
    builder.route("GET /x/{a}").param("a", "..").build(),
  ),
  call("builder.build()", "`DELETE /x/{a}` with `a` bound to `null`", "MISSING_PARAMETER", () =>
    builder.route("DELETE /x/{a}").param("a", null).build(),
  ),
  call("builder.build()", "a query parameter `[Symbol()]`", "INVALID_QUERY_VALUE", () =>
    routed.param("a", [Symbol("a")]).build(),
  ),

  // Templates
  call("compileTemplate()", "`42`", "INVALID_TEMPLATE", () => compileTemplate(42 as never)),
  call("compileTemplate()", "`null`", "INVALID_TEMPLATE", () => compileTemplate(null as never)),
  call("compileTemplate()", "`Symbol()`", "INVALID_TEMPLATE", () =>
    compileTemplate(Symbol("t") as never),
  ),
  call("compileTemplate()", '`"{"`', "INVALID_TEMPLATE", () => compileTemplate("{")),
  call(
    "compileTemplate()",
    '`"{a-b}"` (hyphen without allowHyphenInNames)',
    "INVALID_TEMPLATE",
    () => compileTemplate("{a-b}"),
  ),
  call("compileTemplate()", '`"/x\\udc00"` (lone surrogate)', "INVALID_TEMPLATE", () =>
    compileTemplate("/x\udc00"),
  ),
  call("compileTemplate()", "options `null`", "INVALID_OPTIONS", () =>
    compileTemplate("/x", null as never),
  ),
  call("compileTemplate()", "options `42`", "INVALID_OPTIONS", () =>
    compileTemplate("/x", 42 as never),
  ),
  call(
    "compileTemplate()",
    "a deep-frozen options object (works)",
    "result",
    () => compileTemplate("/x/{a-b}", deepFreeze({ allowHyphenInNames: true })),
    "template",
  ),
  call("expandTemplate()", "template `null`", "INVALID_TEMPLATE", () =>
    expandTemplate(null as never, {}),
  ),
  call("expandTemplate()", "template `{}`", "INVALID_TEMPLATE", () =>
    expandTemplate({} as never, {}),
  ),
  call("expandTemplate()", 'template `"/x{a}"` (a string, not compiled)', "INVALID_TEMPLATE", () =>
    expandTemplate("/x{a}" as never, { a: 1 }),
  ),
  call("expandTemplate()", "values `null`", "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a}"), null as never),
  ),
  call("expandTemplate()", "values `undefined`", "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a}"), undefined as never),
  ),
  call("expandTemplate()", "values `42`", "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a}"), 42 as never),
  ),
  call("expandTemplate()", "value `Symbol()`", "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a}"), { a: Symbol("a") }),
  ),
  call("expandTemplate()", 'value `"\\ud800"`', "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a}"), { a: "\ud800" }),
  ),
  call("expandTemplate()", 'map key `"\\ud800"` in `{?m*}`', "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{?m*}"), { m: { "\ud800": "1" } }),
  ),
  call("expandTemplate()", "a prefix on a list `{a:2}`", "INVALID_TEMPLATE_VALUE", () =>
    expandTemplate(compileTemplate("/x{a:2}"), { a: ["one", "two"] }),
  ),
  call(
    "expandTemplate()",
    "deep-frozen values (work)",
    "result",
    () =>
      expandTemplate(compileTemplate("/x{/a*}{?m*}"), deepFreeze({ a: ["b", "c"], m: { k: "v" } })),
    "string",
  ),

  // Adapters
  call("toFetch()", "`null`", "INVALID_OPTIONS", () => toFetch(null as never)),
  call("toFetch()", "`42`", "INVALID_OPTIONS", () => toFetch(42 as never)),
  call("toFetch()", "`{}`", "INVALID_METHOD", () => toFetch({} as never)),
  call("toFetch()", 'url `" //evil.example/x"` (a leading space)', "INVALID_URL", () =>
    toFetch({ method: "GET", url: " //evil.example/x", headers: {} }),
  ),
  call("toFetch()", "headers `null`", "INVALID_OPTIONS", () =>
    toFetch(sent({ headers: null as never })),
  ),
  call("toFetch()", "no url", "INVALID_URL", () => toFetch(sent({ url: undefined as never }))),
  call("toFetch()", 'header value `"a\\r\\nb"`', "INVALID_HEADER_VALUE", () =>
    toFetch(sent({ headers: { a: "a\r\nb" } })),
  ),
  call("toFetch()", 'header name `"x y"`', "INVALID_HEADER_NAME", () =>
    toFetch(sent({ headers: { "x y": "1" } })),
  ),
  call("toFetch()", 'header value `"€"` (not a ByteString)', "INVALID_HEADER_VALUE", () =>
    toFetch(endpoint("GET /x", { headers: { "x-a": "€" } })),
  ),
  call("toFetch()", 'url `"https://a.example/x\\r\\ny"`', "INVALID_URL", () =>
    toFetch(sent({ url: "https://a.example/x\r\ny" })),
  ),
  call("toFetch()", "a cyclic body", "INVALID_BODY", () => toFetch(sent({ body: cyclicObject() }))),
  call("toFetch()", "body from a cyclic parameter of endpoint()", "INVALID_BODY", () =>
    toFetch(endpoint("POST /x", { a: cyclicObject() })),
  ),
  call("toFetch()", "body `1n`", "INVALID_BODY", () => toFetch(sent({ body: 1n }))),
  call("toFetch()", "body `Symbol()`", "INVALID_BODY", () => toFetch(sent({ body: Symbol("b") }))),
  call("toFetch()", "a body whose toJSON() throws", "INVALID_BODY", () =>
    toFetch(
      sent({
        body: {
          toJSON() {
            throw new Error("toJSON failed");
          },
        },
      }),
    ),
  ),
  call("toFetch()", "a GET with a body", "INVALID_BODY", () =>
    toFetch(sent({ method: "get", body: "x" })),
  ),
  call("toFetch()", 'content-length `"abc"`', "INVALID_HEADER_VALUE", () =>
    toFetch(sent({ headers: { "content-length": "abc" }, body: "x" })),
  ),
  call("toFetch()", "content-length that does not match the body", "INVALID_HEADER_VALUE", () =>
    toFetch(sent({ headers: { "content-length": 5 }, body: "x" })),
  ),
  call("toFetch()", "headers with a getter that throws", "INVALID_OPTIONS", () =>
    toFetch(sent({ headers: throwingGetter("x-a") as never })),
  ),
  call(
    "toFetch()",
    "deep-frozen request options (work)",
    "result",
    () => toFetch(deepFreeze(endpoint("POST /x", { a: 1 }))),
    "fetch",
  ),
  call("toRequest()", "`null`", "INVALID_OPTIONS", () => toRequest(null as never)),
  call("toRequest()", 'header value `"€"` (not a ByteString)', "INVALID_HEADER_VALUE", () =>
    toRequest(endpoint("GET /x", { headers: { "x-a": "€" } })),
  ),
  call("toRequest()", 'header value `"\\ud800"` (lone surrogate)', "INVALID_HEADER_VALUE", () =>
    toRequest(endpoint("GET /x", { headers: { "x-a": "\ud800" } })),
  ),
  call("toRequest()", 'a relative url (baseUrl `""`)', "INVALID_URL", () =>
    toRequest(endpoint({ url: "/x", baseUrl: "" })),
  ),
  call("toRequest()", 'baseUrl `"notaurl"`', "INVALID_URL", () =>
    toRequest(endpoint({ url: "/x", baseUrl: "notaurl" })),
  ),
  call("toRequest()", 'method `"CONNECT"` (forbidden by fetch)', "INVALID_METHOD", () =>
    toRequest(endpoint({ url: "/x", method: "CONNECT" })),
  ),
  call("toRequest()", "a GET with a body", "INVALID_BODY", () =>
    toRequest(sent({ method: "get", body: "x" })),
  ),
  call("toRequest()", "request.signal `42`", "INVALID_OPTIONS", () =>
    toRequest(sent({ request: { signal: 42 } })),
  ),
  call(
    "toRequest()",
    "deep-frozen request options (work)",
    "result",
    () => toRequest(deepFreeze(endpoint("POST /x", { a: 1 }))),
    "fetch",
  ),
  call("toNodeRequest()", "`null`", "INVALID_OPTIONS", () => toNodeRequest(null as never)),
  call("toNodeRequest()", "a GET with a body (by fetch's rules)", "INVALID_BODY", () =>
    toNodeRequest(sent({ method: "get", body: "x" })),
  ),
  call("toNodeRequest()", "method `CONNECT` (by fetch's rules)", "INVALID_METHOD", () =>
    toNodeRequest(sent({ method: "connect" })),
  ),
  call("toNodeRequest()", "a Blob body (only fetch reads it)", "INVALID_BODY", () =>
    toNodeRequest(sent({ body: new Blob(["x"]) })),
  ),
  call("toNodeRequest()", "a FormData body (only fetch encodes it)", "INVALID_BODY", () =>
    toNodeRequest(sent({ body: new FormData() })),
  ),
  call(
    "toNodeRequest()",
    "a content-length that does not match the body",
    "INVALID_HEADER_VALUE",
    () => toNodeRequest(sent({ body: "x", headers: { "content-length": "5" } })),
  ),
  call("builder.toFetch()", "no route", "MISSING_URL", () => builder.toFetch()),
  call("builder.toFetch()", "data `1n` (no JSON text)", "INVALID_BODY", () =>
    posted.data(1n).toFetch(),
  ),
  call(
    "builder.toRequest()",
    'a header value `"€"` (not a ByteString)',
    "INVALID_HEADER_VALUE",
    () => routed.header("x-a", "€").toRequest(),
  ),
  call("builder.toRequest()", 'baseUrl `""` (a relative url)', "INVALID_URL", () =>
    routed.baseUrl("").toRequest(),
  ),
  call("builder.toRequest()", 'method `"TRACE"` (forbidden by fetch)', "INVALID_METHOD", () =>
    routed.method("TRACE").toRequest(),
  ),
  call(
    "builder.toRequest()",
    "a deep-frozen body (works)",
    "result",
    () => posted.data(deepFreeze({ a: [1] })).toRequest(),
    "fetch",
  ),
];

export const CLI_CATALOGUE: readonly CliEntry[] = [
  { input: "argv `null`", argv: null, expected: { status: 2, code: "usage" } },
  { input: "argv `[42]`", argv: [42], expected: { status: 2, code: "usage" } },
  { input: "argv `[Symbol()]`", argv: [Symbol("a")], expected: { status: 2, code: "usage" } },
  { input: 'argv `["GET /x", 42]`', argv: ["GET /x", 42], expected: { status: 2, code: "usage" } },
  { input: "io `null`", argv: ["GET /x"], io: "missing", expected: { rejects: "INVALID_OPTIONS" } },
  { input: "io `{}`", argv: ["GET /x"], io: "empty", expected: { rejects: "INVALID_OPTIONS" } },
  { input: "argv `[]`", argv: [], expected: { status: 2, code: "usage" } },
  { input: '`[""]`', argv: [""], expected: { status: 2, code: "INVALID_ROUTE" } },
  {
    input: '`["GET /x\\r\\nHost: a"]`',
    argv: ["GET /x\r\nHost: a"],
    expected: { status: 2, code: "INVALID_ROUTE" },
  },
  { input: '`["G(T /x"]`', argv: ["G(T /x"], expected: { status: 2, code: "INVALID_METHOD" } },
  {
    input: "`--token-env` given a token instead of a variable's name",
    argv: ["--token-env", "ghp_0123456789abcdefABCDEF0123456789abcd", "GET /user"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["api.github.com/user"]` (a host as the first path segment)',
    argv: ["api.github.com/user"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: "`--data-binary` (curl's spelling)",
    argv: ["--data-binary", "x", "POST /markdown"],
    expected: { status: 2, code: "usage" },
  },
  {
    input:
      '`["GET /repos/{owner}/{repo}/isues", "owner=o", "repo=r"]` (a slip from a GitHub route)',
    argv: ["GET /repos/{owner}/{repo}/isues", "owner=o", "repo=r"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"]` (no `title`)',
    argv: ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["GET /x\\ud800"]`',
    argv: ["GET /x\ud800"],
    expected: { status: 2, code: "INVALID_TEMPLATE" },
  },
  {
    input: '`["GET /x", "-H", "a: b\\r\\nc: d"]`',
    argv: ["GET /x", "-H", "a: b\r\nc: d"],
    expected: { status: 2, code: "INVALID_HEADER_VALUE" },
  },
  {
    input: '`["GET /x", "-H", "a b: c"]`',
    argv: ["GET /x", "-H", "a b: c"],
    expected: { status: 2, code: "INVALID_HEADER_NAME" },
  },
  {
    input: '`["GET /x", "-H", "no-colon"]`',
    argv: ["GET /x", "-H", "no-colon"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["GET /x", "--base-url", "https://a\\r\\nb"]`',
    argv: ["GET /x", "--base-url", "https://a\r\nb"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["GET /x", "a=\\ud800"]`',
    argv: ["GET /x", "a=\ud800"],
    expected: { status: 2, code: "INVALID_QUERY_VALUE" },
  },
  {
    input: '`["GET /x", "__proto__:={\\"a\\":1}"]`',
    argv: ["GET /x", '__proto__:={"a":1}'],
    expected: { status: 2, code: "INVALID_PARAMETER" },
  },
  {
    input: '`["GET /x", "constructor:={\\"prototype\\":{}}"]`',
    argv: ["GET /x", 'constructor:={"prototype":{"polluted":1}}'],
    expected: { status: 0 },
  },
  {
    input: '`["GET /x/{a}", "a=.."]`',
    argv: ["GET /x/{a}", "a=.."],
    expected: { status: 2, code: "PATH_TRAVERSAL" },
  },
  {
    input: '`["DELETE /orgs/{org}/members/{username}", "org=o", "username="]`',
    argv: ["DELETE /orgs/{org}/members/{username}", "org=o", "username="],
    expected: { status: 2, code: "MISSING_PARAMETER" },
  },
  {
    input: '`["GET /search/issues", "q:=1"]`',
    argv: ["GET /search/issues", "q:=1"],
    expected: { status: 2, code: "INVALID_QUERY_VALUE" },
  },
  {
    input: '`["GET /x", "--preview", "a b"]`',
    argv: ["GET /x", "--preview", "a b"],
    expected: { status: 2, code: "INVALID_MEDIA_TYPE" },
  },
  {
    input: '`["GET /x", "no-equals"]`',
    argv: ["GET /x", "no-equals"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["GET /x", "a:={bad"]`',
    argv: ["GET /x", "a:={bad"],
    expected: { status: 2, code: "usage" },
  },
  {
    input: '`["--no-such-option"]`',
    argv: ["--no-such-option"],
    expected: { status: 2, code: "usage" },
  },
];

/** Runs the command with collecting io, or with the broken io an entry asks for. */
export async function runCli(
  entry: CliEntry,
): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: {},
    readStdin: () => "",
    readFile: () => "",
  };
  const given = entry.io === "missing" ? null : entry.io === "empty" ? {} : io;
  const status = await run(entry.argv as string[], given as never);
  return { status, stdout, stderr };
}
