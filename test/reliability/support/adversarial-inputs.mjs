/**
 * Inputs built to make a string scan slow: long runs that make a backtracking regular
 * expression retry at every position (the published ReDoS string of @octokit/endpoint's
 * accept-header preview regex `/[\w-]+(?=-preview)/g` is "-" repeated), near misses of the
 * reference's format regex, and many names where a list lookup would make a pass quadratic.
 *
 * Shared by test/reliability/linear-time.test.ts (against src) and bench/adversarial.mjs
 * (against dist): each case builds its input for a size in bytes, outside the timing, and
 * `run` is what is timed. A RestbuildError ends a run only for inputs invalid on purpose, whose
 * names say "(rejected)"; for any other input it is a failure, so that a valid input is timed
 * while it is expanded, not while it is misreported.
 */

/** Whether a case's input is invalid on purpose, so that a RestbuildError is its right end. */
export function rejectsOnPurpose(entry) {
  return entry.name.includes("(rejected)");
}

/** The sizes of the bench, in bytes of adversarial input. */
export const SIZES = [1_000, 10_000, 100_000, 1_000_000];

/** `count` distinct short names: p0, p1, ... */
function names(count) {
  return Array.from({ length: count }, (_, index) => `p${index}`);
}

/** About `bytes` bytes of names, `p0,p1,...`: how many names fit. */
function nameCount(bytes) {
  return Math.max(1, Math.floor(bytes / 7));
}

/**
 * @param {{ endpoint: Function & { parse: Function }, RequestBuilder: { create(): any } }} api
 * @returns {Array<{ path: string, name: string, input(size: number): unknown, run(input: any): unknown }>}
 */
export function adversarialCases({ endpoint, RequestBuilder }) {
  const builder = RequestBuilder.create();
  return [
    // Routes
    {
      path: "route",
      name: 'spaces between method and url: "GET" + " " x n + "/x"',
      input: (size) => `GET${" ".repeat(size)}/x`,
      run: (route) => endpoint(route),
    },
    {
      path: "route",
      name: 'one long path: "GET /" + "a/" x n/2',
      input: (size) => `GET /${"a/".repeat(size / 2)}`,
      run: (route) => endpoint(route),
    },
    {
      path: "route",
      name: 'words after the url (rejected): "GET /x " + "a " x n/2',
      input: (size) => `GET /x ${"a ".repeat(size / 2)}`,
      run: (route) => endpoint(route),
    },
    {
      path: "route",
      name: "builder.route() with a long path",
      input: (size) => `POST /${"ab/".repeat(size / 3)}{x}`,
      run: (route) => builder.route(route).param("x", "y").build(),
    },
    // URL templates
    {
      path: "URL template",
      name: 'n/4 expressions: "/{a}" x n/4',
      input: (size) => "/{a}".repeat(size / 4),
      run: (url) => endpoint({ url, a: "x" }),
    },
    {
      path: "URL template",
      name: 'n/4 colon placeholders: "/:ab" x n/4',
      input: (size) => "/:ab".repeat(size / 4),
      run: (url) => endpoint({ url, ab: "x" }),
    },
    {
      path: "URL template",
      name: 'one expression of n/2 variables: "{?a,a,...}"',
      input: (size) => `/x{?${"a,".repeat(size / 2)}a}`,
      run: (url) => endpoint({ url, a: "x" }),
    },
    {
      path: "URL template",
      name: 'n/7 distinct variables, each with a value: "{?p0,p1,...}"',
      input: (size) => {
        const list = names(nameCount(size));
        return {
          url: `/x{?${list.join(",")}}`,
          ...Object.fromEntries(list.map((name) => [name, "v"])),
        };
      },
      run: (options) => endpoint(options),
    },
    {
      path: "URL template",
      name: "n/7 parameters the template does not name, and n/7 names it does",
      input: (size) => {
        const list = names(nameCount(size) / 2);
        return {
          url: `/x{/${list.join(",")}}`,
          ...Object.fromEntries(list.map((name) => [`q${name}`, "v"])),
        };
      },
      run: (options) => endpoint({ ...options, method: "POST" }),
    },
    {
      path: "URL template",
      name: 'unclosed braces (rejected): "{" x n',
      input: (size) => `/x${"{".repeat(size)}`,
      run: (url) => endpoint({ url }),
    },
    {
      path: "URL template",
      name: 'unclosed expressions (rejected): "{a" x n/2',
      input: (size) => `/x${"{a".repeat(size / 2)}`,
      run: (url) => endpoint({ url }),
    },
    {
      path: "URL template",
      name: 'nested openings (rejected): "{a" x n/2 + "}"',
      input: (size) => `/x${"{a".repeat(size / 2)}}`,
      run: (url) => endpoint({ url }),
    },
    {
      path: "URL template",
      name: 'stray percent signs in literals: "%" x n',
      input: (size) => `/x${"%".repeat(size)}`,
      run: (url) => endpoint({ url }),
    },
    {
      path: "URL template",
      name: 'an absolute URL whose user info is long: "https://" + "a:" x n/2 + "@h/:ab"',
      input: (size) => `https://${"a:".repeat(size / 2)}@h/:ab`,
      run: (url) => endpoint({ url, ab: "x" }),
    },
    {
      path: "URL template",
      name: 'n/4 dot expressions with dotted values: "/x/" + "{.a}" x n/4',
      input: (size) => `/x/${"{.a}".repeat(size / 4)}`,
      run: (url) => endpoint({ url, a: "b.c" }),
    },
    {
      path: "URL template",
      name: 'n/3 expressions in an absolute authority: "https://" + "{a}" x n/3 + ".example.com/x"',
      input: (size) => `https://${"{a}".repeat(size / 3)}.example.com/x`,
      run: (url) => endpoint({ url, a: "b" }),
    },
    {
      path: "URL template",
      name: "a sparse list of length 2 ** 32 - 1 with n/100 members in {/x*}",
      input: (size) => {
        const list = [];
        list.length = 2 ** 32 - 1;
        for (let index = 0; index < size / 100; index++) list[index * 40_000] = "a";
        return list;
      },
      run: (x) => endpoint("GET /repos{/x*}", { x }),
    },
    // The accept header with a format or previews
    {
      path: "accept header",
      name: 'accept "-" x n with a preview (the GHSA-x4c5-c7rf-jjgv string)',
      input: (size) => "-".repeat(size),
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
    },
    {
      path: "accept header",
      name: 'accept "a-" x n/2 with a preview',
      input: (size) => "a-".repeat(size / 2),
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
    },
    {
      path: "accept header",
      name: 'accept "-" x n + "-preview" with a preview',
      input: (size) => `${"-".repeat(size)}-preview`,
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
    },
    {
      path: "accept header",
      name: 'accept "x-preview," x n/10 with a preview',
      input: (size) => "x-preview,".repeat(size / 10),
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
    },
    {
      path: "accept header",
      name: 'accept "application/vnd." + "a" x n + "!" with a format',
      input: (size) => `application/vnd.${"a".repeat(size)}!`,
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { format: "raw" } }),
    },
    {
      path: "accept header",
      name: 'accept "application/vnd.a" x n/17 with a format',
      input: (size) => "application/vnd.a".repeat(size / 17),
      run: (accept) => endpoint("GET /x", { headers: { accept }, mediaType: { format: "raw" } }),
    },
    {
      path: "accept header",
      name: 'accept "application/vnd.github.v3+json," x n/31 with a format and a preview',
      input: (size) => "application/vnd.github.v3+json,".repeat(size / 31),
      run: (accept) =>
        endpoint("GET /x", { headers: { accept }, mediaType: { format: "raw", previews: ["p"] } }),
    },
    // Preview names and formats
    {
      path: "preview names",
      name: 'one preview name "a-" x n/2 + "a"',
      input: (size) => `${"a-".repeat(size / 2)}a`,
      run: (name) => endpoint("GET /x", { mediaType: { previews: [name] } }),
    },
    {
      path: "preview names",
      name: 'one preview name "-" x n + "!" (rejected)',
      input: (size) => `${"-".repeat(size)}!`,
      run: (name) => endpoint("GET /x", { mediaType: { previews: [name] } }),
    },
    {
      path: "preview names",
      name: 'a format "a+" x n/2',
      input: (size) => "a+".repeat(size / 2),
      run: (format) => endpoint("GET /x", { mediaType: { format } }),
    },
    {
      path: "preview names",
      name: "n/7 distinct preview names",
      input: (size) => names(nameCount(size)),
      run: (previews) => endpoint("GET /x", { mediaType: { previews } }),
    },
    {
      path: "preview names",
      name: "n/7 distinct preview names through builder.previews()",
      input: (size) => names(nameCount(size)),
      run: (previews) => builder.route("GET /x").previews(previews).build(),
    },
    // Header names and values
    {
      path: "header values",
      name: 'a header value "a" x n',
      input: (size) => "a".repeat(size),
      run: (value) => endpoint("GET /x", { headers: { "x-a": value } }),
    },
    {
      path: "header values",
      name: 'a header value " " x n + "\\r\\n" (rejected)',
      input: (size) => `${" ".repeat(size)}\r\n`,
      run: (value) => endpoint("GET /x", { headers: { "x-a": value } }),
    },
    {
      path: "header values",
      name: 'a header name "a" x n',
      input: (size) => "a".repeat(size),
      run: (name) => endpoint("GET /x", { headers: { [name]: "1" } }),
    },
    {
      path: "header values",
      name: "n/10 headers through builder.headers()",
      input: (size) => Object.fromEntries(names(size / 10).map((name) => [`x-${name}`, "v"])),
      run: (headers) => builder.route("GET /x").headers(headers).build(),
    },
    // Query and path values
    {
      path: "query values",
      name: 'a query value " " x n (each becomes %20)',
      input: (size) => " ".repeat(size),
      run: (value) => endpoint("GET /x", { a: value }),
    },
    {
      path: "query values",
      name: 'q "a+" x n/2 (the + stays)',
      input: (size) => "a+".repeat(size / 2),
      run: (q) => endpoint("GET /search/issues", { q }),
    },
    {
      path: "query values",
      name: "a query value that is an array of n/2 items",
      input: (size) => Array.from({ length: size / 2 }, () => "a"),
      run: (value) => endpoint("GET /x", { a: value }),
    },
    {
      path: "query values",
      name: 'a query value "a" x n + a lone surrogate (rejected)',
      input: (size) => `${"a".repeat(size)}\ud800`,
      run: (value) => endpoint("GET /x", { a: value }),
    },
    {
      path: "query values",
      name: "n/10 query parameters",
      input: (size) => Object.fromEntries(names(size / 10).map((name) => [name, "v"])),
      run: (parameters) => endpoint("GET /x", parameters),
    },
    {
      path: "query values",
      name: 'a path value "a/" x n/2 in {x} (each / becomes %2F)',
      input: (size) => "a/".repeat(size / 2),
      run: (x) => endpoint("GET /repos/{x}", { x }),
    },
    {
      path: "query values",
      name: "an exploded list of n/2 members in {/x*}",
      input: (size) => Array.from({ length: size / 2 }, () => "a"),
      run: (x) => endpoint("GET /repos{/x*}", { x }),
    },
    // How a client reads a URL (C6, C6a): decoded dot segments, the path's end, base URLs
    {
      path: "query values",
      name: 'a path value "a.%2e%5c" x n/8 in {+x} (each piece decoded once)',
      input: (size) => "a.%2e%5c".repeat(size / 8),
      run: (x) => endpoint("GET /repos/{+x}/y", { x }),
    },
    {
      path: "query values",
      name: 'a path value "..%2f" x n/5 in {+x} (rejected)',
      input: (size) => "..%2f".repeat(size / 5),
      run: (x) => endpoint("GET /repos/{+x}/y", { x }),
    },
    {
      path: "query values",
      name: 'a path value "a?" x n/2 in {+x} before more of the path (rejected)',
      input: (size) => "a?".repeat(size / 2),
      run: (x) => endpoint("GET /repos/{+x}/y", { x }),
    },
    {
      path: "base URL",
      name: 'a base URL "https://h.example/" + "a/" x n/2',
      input: (size) => `https://h.example/${"a/".repeat(size / 2)}`,
      run: (baseUrl) => endpoint("GET /x", { baseUrl }),
    },
    {
      path: "base URL",
      name: 'a url " " x n + "https://h.example/x" (rejected)',
      input: (size) => `${" ".repeat(size)}https://h.example/x`,
      run: (url) => endpoint({ url }),
    },
  ];
}
