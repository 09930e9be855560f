/** Whether a text holds a space or a control character, which a URL parser drops or encodes. */
export function hasSpaceOrControl(url: string): boolean {
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * An absolute `http(s)` url with its query as a WHATWG URL parser writes it, which is what
 * `fetch` sends: the library's query encoding leaves `'` as it is, and fetch sends it `%27`.
 * Every format prints this form, so curl, fetch and the raw request send the same bytes. The
 * rest of the url is left as the library wrote it (a parser would also resolve a literal `..`
 * of the route, which the printed url keeps in sight). Any other url (relative, or with a
 * space or control character, which the http format refuses and curl and fetch escape) is
 * returned as it is.
 *
 * @example
 * ```ts
 * sentUrl("https://api.github.com/search/issues?q=it's"); // "https://api.github.com/search/issues?q=it%27s"
 * ```
 */
export function sentUrl(url: string): string {
  if (!/^https?:\/\/[^/?#]/i.test(url) || hasSpaceOrControl(url)) return url;
  const hash = url.indexOf("#");
  const question = url.indexOf("?");
  if (question === -1 || (hash !== -1 && hash < question)) return url;
  let search: string;
  try {
    search = new URL(url).search;
  } catch {
    return url;
  }
  // An empty query ("x?") has no search; the url keeps its "?".
  if (search === "") return url;
  return url.slice(0, question) + search + (hash === -1 ? "" : url.slice(hash));
}
