/**
 * The body as the bytes a client sends, written as text: a string as it is, any other
 * value JSON-encoded (the library has set a JSON content-type for it); `undefined` when the
 * request has no body.
 *
 * @example
 * ```ts
 * bodyText("Hello **world**"); // "Hello **world**"
 * bodyText({ title: "Hi" }); // '{"title":"Hi"}'
 * bodyText(undefined); // undefined
 * ```
 */
export function bodyText(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === "string" ? body : JSON.stringify(body);
}
