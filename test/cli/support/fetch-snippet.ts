import vm from "node:vm";

/** What the snippet passed to fetch, copied out of the sandbox as plain JSON data. */
export interface FetchCall {
  url: unknown;
  init: { method?: unknown; headers?: Record<string, unknown>; body?: unknown };
}

/**
 * Compiles a snippet from the fetch format as the body of an async function and runs it in
 * a fresh VM context whose only global is a stub fetch that records its arguments.
 */
export async function runFetchSnippet(snippet: string): Promise<FetchCall[]> {
  const calls: string[] = [];
  const context = vm.createContext({
    record: (text: string) => calls.push(text),
    atob,
    encodeUtf8: (text: string) => [...new TextEncoder().encode(text)],
  });
  // TextEncoder as the snippet sees it, making bytes of the sandbox's own Uint8Array.
  vm.runInContext(
    "globalThis.TextEncoder = class { encode(text) { return Uint8Array.from(encodeUtf8(text)); } };",
    context,
  );
  // The stub lives inside the context, so JSON.stringify there copies values of that realm.
  vm.runInContext(
    "globalThis.fetch = async (url, init) => { record(JSON.stringify({ url, init: { ...init, body: init.body instanceof Uint8Array ? { bytes: [...init.body] } : init.body } })); return {}; };",
    context,
  );
  const script = new vm.Script(`(async () => {\n${snippet}\n})()`, { filename: "snippet.js" });
  // The limit only stops a snippet that hangs, whatever else the machine is doing.
  await script.runInContext(context, { timeout: 60_000 });
  return calls.map((text) => JSON.parse(text) as FetchCall);
}

/**
 * The body a recorded call sends, as text: a string as it is, bytes (`new TextEncoder().encode`
 * of a string body without a content-type) decoded from UTF-8.
 */
export function sentText(call: FetchCall | undefined): unknown {
  const body = call?.init.body as { bytes?: number[] } | string | undefined;
  if (typeof body === "object" && body !== null && Array.isArray(body.bytes)) {
    return new TextDecoder().decode(Uint8Array.from(body.bytes));
  }
  return body;
}
