/**
 * The body as the bytes a client sends, written as text: a string as it is, any other
 * value JSON-encoded (the library has set a JSON content-type for it); `undefined` when the
 * request has no body. A body of bytes is decoded as Latin-1 here; formats that can carry
 * bytes use {@link bodyBytes}.
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
  if (body instanceof Uint8Array) return Buffer.from(body).toString("latin1");
  return typeof body === "string" ? body : JSON.stringify(body);
}

/**
 * The body as the bytes a client sends: UTF-8 of {@link bodyText}, or the bytes themselves.
 *
 * @example
 * ```ts
 * bodyBytes("é"); // Uint8Array [0xc3, 0xa9]
 * ```
 */
export function bodyBytes(body: unknown): Uint8Array | undefined {
  if (body instanceof Uint8Array) return body;
  const text = bodyText(body);
  return text === undefined ? undefined : new TextEncoder().encode(text);
}
