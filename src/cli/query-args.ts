import { compileTemplate, expandTemplate } from "../index.js";

// A name as an RFC 6570 variable name: letters, digits and "_" as they are, every other byte
// pct-encoded. A named expansion writes the name as it is, so it arrives encoded in the url.
function variableName(name: string): string {
  let encoded = "";
  for (const byte of new TextEncoder().encode(name)) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9_]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/**
 * Adds `name==value` query parameters to a url, with the library's RFC 6570 form-style query
 * expansion (`{?a,b}`): values encoded, arrays joined with commas. They go after any query the
 * url has, and before a `#` fragment.
 *
 * @example
 * ```ts
 * withQuery("https://api.github.com/x?a=1#top", { q: "a b" });
 * // "https://api.github.com/x?a=1&q=a%20b#top"
 * ```
 */
export function withQuery(url: string, query: Readonly<Record<string, unknown>>): string {
  const names = Object.keys(query);
  if (names.length === 0) return url;
  const values: Record<string, unknown> = {};
  for (const name of names) values[variableName(name)] = query[name];
  const template = compileTemplate(`{?${Object.keys(values).join(",")}}`);
  const expanded = expandTemplate(template, values);
  if (expanded === "") return url;
  const hash = url.indexOf("#");
  const [base, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes("?") ? `&${expanded.slice(1)}` : expanded}${fragment}`;
}
