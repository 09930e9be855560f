import { expect } from "vitest";
import { endpoint, RequestBuilder, type RequestOptions, toFetch } from "../../../src/index.js";
import { type CaptureServer, startCaptureServer } from "../../cli/support/capture-server.js";
import { runWith } from "../../cli/support/fake-io.js";
import { expectNoForeignError, outcomeOf } from "./outcome.js";

// Requests built from hostile values, sent for real to a local server, beside a second local
// server that no value may reach (C6). What each server received is the proof.

/** The secret every call carries: it must reach only the intended server. */
export const SECRET = "token SECRET";

/** Two servers on 127.0.0.1: the one a call means, and another on a port of its own. */
export interface TwoServers {
  readonly intended: CaptureServer;
  readonly other: CaptureServer;
  readonly intendedPort: string;
  readonly otherPort: string;
  /** The page a browser would resolve a relative URL against, on the intended server. */
  readonly page: string;
  close(): Promise<void>;
}

export async function startTwoServers(): Promise<TwoServers> {
  const intended = await startCaptureServer({ keepAlive: true });
  const other = await startCaptureServer({ keepAlive: true });
  return {
    intended,
    other,
    intendedPort: new URL(intended.origin).port,
    otherPort: new URL(other.origin).port,
    page: `${intended.origin}/page`,
    close: async () => {
      await intended.close();
      await other.close();
    },
  };
}

/** A call: a method, a URL template, a base URL (none for an absolute template), values. */
export interface HostileCall {
  readonly method: string;
  readonly template: string;
  readonly baseUrl?: string;
  /** A name missing here is a missing value; `undefined` is given explicitly. */
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * What a value may change in the URL of an accepted call: nothing of the origin ("fixed
 * origin"); only the user info that the template puts before its literal host ("user info");
 * or the host name, never the port ("fixed port").
 */
export type OriginRule = "fixed origin" | "user info" | "fixed port";

/** A call in one line, for failure messages. */
export function describeCall(call: HostileCall): string {
  const values = JSON.stringify(call.values, (_key, value: unknown) =>
    value === undefined ? "<undefined>" : value,
  );
  const base = call.baseUrl === undefined ? "" : ` baseUrl ${JSON.stringify(call.baseUrl)}`;
  return `"${call.method} ${call.template}"${base} ${values}`;
}

/** Runs a build; a RestbuildError means the call was refused (`undefined`), anything else fails. */
function unlessRefused<T>(build: () => T): T | undefined {
  const outcome = outcomeOf(build);
  expectNoForeignError(outcome, "building a request");
  return outcome.kind === "returned" ? (outcome.value as T) : undefined;
}

/** The call through `endpoint()`, with the secret in its headers. */
export function viaEndpoint(call: HostileCall): RequestOptions | undefined {
  const base = call.baseUrl === undefined ? {} : { baseUrl: call.baseUrl };
  return unlessRefused(() =>
    endpoint(`${call.method} ${call.template}`, {
      ...call.values,
      ...base,
      headers: { authorization: SECRET },
    }),
  );
}

/** The call through the RequestBuilder. */
export function viaBuilder(call: HostileCall): RequestOptions | undefined {
  // A route known only when the test runs: its parameter names are any strings.
  const route: string = `${call.method} ${call.template}`;
  return unlessRefused(() => {
    let builder = RequestBuilder.create().route(route).header("authorization", SECRET);
    for (const [name, value] of Object.entries(call.values)) builder = builder.param(name, value);
    if (call.baseUrl !== undefined) builder = builder.baseUrl(call.baseUrl);
    return builder.build();
  });
}

/** The call through the `restbuild` command: the request it prints as JSON, or `undefined`. */
export async function viaCommand(call: HostileCall): Promise<RequestOptions | undefined> {
  const argv = [
    ...(call.baseUrl === undefined ? [] : ["--base-url", call.baseUrl]),
    "-H",
    `authorization: ${SECRET}`,
    `${call.method} ${call.template}`,
    // A missing or undefined value is an argument left out.
    ...Object.entries(call.values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}:=${JSON.stringify(value)}`),
  ];
  const result = await runWith(argv);
  // 2 is a refusal (bad input); 1 would be an internal error.
  expect([0, 2], `${describeCall(call)}: ${result.stderr}`).toContain(result.status);
  return result.status === 0 ? (JSON.parse(result.stdout) as RequestOptions) : undefined;
}

/**
 * Every dot of a URL written as `!` (and `%2e` as `%21`): the URL parser then keeps each dot
 * segment where it stands, so a path compared in this form shows any segment it resolved away.
 */
function withDotsKept(url: string): string {
  return url.replace(/%2e/gi, "%21").replaceAll(".", "!");
}

function parsed(url: string, page: string): URL | undefined {
  try {
    return new URL(url, page);
  } catch {
    return undefined;
  }
}

/**
 * Sends request options that the library accepted as a client would: `toFetch()`, the URL
 * resolved against the intended server's page as a browser does, `fetch` without following
 * redirects. Only URLs on 127.0.0.1 at one of the two servers' ports are sent (user info, where
 * the rule allows it, is left out: fetch refuses it, and other clients send it as a header).
 * Then checks that the other server received nothing, that the URL keeps the origin (or, under
 * "fixed port", the port) of the intended server, and that the intended server received the
 * request with the secret and with the path of the URL, every dot segment included.
 *
 * @returns whether the request was sent
 */
export async function expectOnlyIntendedServer(
  servers: TwoServers,
  options: RequestOptions,
  rule: OriginRule,
  what: string,
): Promise<boolean> {
  const fetchArguments = unlessRefused(() => toFetch(options));
  if (fetchArguments === undefined) return false;
  const [url, init] = fetchArguments;
  const message = `${what} -> ${url}`;
  const target = parsed(url, servers.page);
  const ports = [servers.intendedPort, servers.otherPort];
  const userInfo = target === undefined ? "" : `${target.username}${target.password}`;
  const sendable =
    target !== undefined &&
    target.hostname === "127.0.0.1" &&
    ports.includes(target.port) &&
    (userInfo === "" || rule === "user info");
  // Each check starts from empty records, so a failing run cannot fail the next one.
  servers.intended.requests.length = 0;
  servers.other.requests.length = 0;
  if (sendable) {
    const address = new URL(target);
    address.username = "";
    address.password = "";
    const response = await fetch(address, { ...init, redirect: "manual" });
    await response.arrayBuffer();
  }
  expect(servers.other.requests, `the other server received ${message}`).toEqual([]);

  if (rule !== "fixed port") {
    expect(target?.origin, message).toBe(servers.intended.origin);
  } else if (target === undefined) {
    return false; // no client can send it anywhere
  } else {
    expect(target.port, message).toBe(servers.intendedPort);
  }
  if (rule !== "user info") expect(userInfo, message).toBe("");
  if (!sendable) return false; // a host name the value chose (fixed port): not sent
  expect(servers.intended.requests.length, message).toBe(1);
  const [request] = servers.intended.requests;
  const expected = new URL(withDotsKept(url), servers.page);
  expect(request?.method, message).toBe(init.method);
  expect(request?.headers.authorization, message).toBe(SECRET);
  expect(withDotsKept(request?.url ?? ""), message).toBe(expected.pathname + expected.search);
  return true;
}

/**
 * The call through each face that accepts it, each request sent and checked. Faces that build
 * the same request (method, URL, headers and body) send it once.
 *
 * @returns the number of requests sent
 */
export async function expectEveryFaceStays(
  servers: TwoServers,
  call: HostileCall,
  rule: OriginRule,
): Promise<number> {
  const what = describeCall(call);
  const built = [
    ["endpoint()", viaEndpoint(call)],
    ["the builder", viaBuilder(call)],
    ["restbuild", await viaCommand(call)],
  ] as const;
  const sent = new Set<string>();
  for (const [face, options] of built) {
    if (options === undefined) continue;
    const request = JSON.stringify([options.method, options.url, options.headers, options.body]);
    if (sent.has(request)) continue;
    if (await expectOnlyIntendedServer(servers, options, rule, `${face}: ${what}`)) {
      sent.add(request);
    }
  }
  return sent.size;
}
