import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz-runs.js";
import {
  expression,
  expressionOf,
  GITHUB_ROUTES,
  hasDotBesideNamedExpression,
  hasLiteralDotSegment,
  hostileValues,
  METHODS,
  NAMES,
  operator,
  parts,
  variableNames,
  withOperators,
} from "./support/hostile-calls.js";
import {
  expectEveryFaceStays,
  type HostileCall,
  type OriginRule,
  startTwoServers,
  type TwoServers,
} from "./support/two-servers.js";

// C6 end to end: every call that endpoint(), the builder or the restbuild command accepts is
// sent to a server on 127.0.0.1, beside a second one on another port that the values aim at.
// The second server receives nothing; the first receives the request with the secret header
// and the path the library returned, no dot segment resolved away (C11).

const SEED = 20_261_125;
const RUNS = 2_000;
const TIMEOUT = 120_000;

/**
 * Sends `RUNS` calls to a pair of servers of their own (so that the properties can run at the
 * same time), each through every face, and checks that at least `minimumShare` of the runs sent
 * a request: a property over refused calls only would prove nothing.
 */
async function checkCalls(
  calls: (servers: TwoServers) => fc.Arbitrary<HostileCall>,
  rule: OriginRule,
  seed: number,
  minimumShare: number,
): Promise<void> {
  const servers = await startTwoServers();
  let sent = 0;
  try {
    await fc.assert(
      fc.asyncProperty(calls(servers), async (call) => {
        sent += await expectEveryFaceStays(servers, call, rule);
      }),
      { seed, numRuns: fuzzRuns(RUNS) },
    );
  } finally {
    await servers.close();
  }
  expect(sent / fuzzRuns(RUNS)).toBeGreaterThan(minimumShare);
}

/** Literal text beside an expression in the user info. */
const userText = fc.constantFrom("", "x", "x:", ":", "-", ".", "~");

/** The intended server's URL, with and without a path, and the relative base URLs. */
function baseUrls({ intended }: TwoServers): fc.Arbitrary<string> {
  return fc.constantFrom(intended.origin, `${intended.origin}/api`, "", "/", "/api");
}

/** Templates that hold neither a dot segment of their own nor a shape listed as skipped. */
function checkable(template: string): boolean {
  return !hasLiteralDotSegment(template) && !hasDotBesideNamedExpression(template);
}

describe.concurrent("no value sends a request to a second server on 127.0.0.1 (C6)", () => {
  it(
    "an absolute template: expressions glued to the literal port or in the path",
    () =>
      checkCalls(
        ({ intendedPort, otherPort }) => {
          const origin = `http://127.0.0.1:${intendedPort}`;
          const template = fc.oneof(
            parts(1, 4).map((rest) => `${origin}${rest}`),
            parts(1, 4).map((rest) => `${origin}/${rest}`),
            fc
              .tuple(expression, expression)
              .map(([first, second]) => `${origin}/x/${first}..${second}/y`),
          );
          return fc.record({
            method: fc.constantFrom(...METHODS),
            template: template.filter(checkable),
            values: hostileValues(NAMES, otherPort),
          });
        },
        "fixed origin",
        SEED,
        0.2,
      ),
    TIMEOUT,
  );

  it(
    "an absolute template: an expression inside the authority writes a host name, never the port",
    () =>
      checkCalls(
        ({ intendedPort, otherPort }) => {
          const authority = fc.oneof(
            expression.map((host) => `${host}.0.0.1`),
            expression.map((host) => `127.0.0.${host}`),
            expression,
            // Between the literal host and its port (see the skipped test below).
            expression.map((glued) => `127.0.0.1${glued}`),
          );
          return fc.record({
            method: fc.constantFrom(...METHODS),
            template: fc
              .tuple(authority, fc.constantFrom("/x", "/x/y", "/", "/x?q=1"))
              .map(([host, path]) => `http://${host}:${intendedPort}${path}`),
            // The host parts that name the intended server, beside the hostile values.
            values: hostileValues(NAMES, otherPort, ["127", "1", "127.0.0.1"]),
          });
        },
        "fixed port",
        SEED + 1,
        0.01,
      ),
    TIMEOUT,
  );

  it(
    "an absolute template: an expression in the user info leaves the host and the port",
    () =>
      checkCalls(
        ({ intendedPort, otherPort }) =>
          fc.record({
            method: fc.constantFrom(...METHODS),
            template: fc
              .tuple(userText, expression, userText, fc.constantFrom("/x", "/", "?q=1"))
              .map(
                ([before, user, after, path]) =>
                  `http://${before}${user}${after}@127.0.0.1:${intendedPort}${path}`,
              ),
            values: hostileValues(NAMES, otherPort, ["user", "user:secret"]),
          }),
        "user info",
        SEED + 6,
        0.2,
      ),
    TIMEOUT,
  );

  it(
    "a relative template under the intended server's URL or a relative base URL",
    () =>
      checkCalls(
        (servers) =>
          fc.record({
            method: fc.constantFrom(...METHODS),
            template: fc
              .tuple(fc.constantFrom("/", "/fixed/", "repos/", "", "?", "#"), parts(1, 5))
              .map(([start, rest]) => start + rest)
              // A template that starts with "//" names a host itself.
              .filter((text) => !text.startsWith("//") && checkable(text)),
            baseUrl: baseUrls(servers),
            values: hostileValues(NAMES, servers.otherPort),
          }),
        "fixed origin",
        SEED + 2,
        0.2,
      ),
    TIMEOUT,
  );

  it(
    "a GitHub route as it is, or with its expressions' operators replaced",
    () =>
      checkCalls(
        (servers) =>
          fc
            .tuple(
              fc.constantFrom(...GITHUB_ROUTES),
              fc.array(operator, { minLength: 1, maxLength: 4 }),
              fc.boolean(),
              baseUrls(servers),
            )
            .chain(([route, operators, keepOperators, baseUrl]) => {
              const [method = "GET", url = ""] = route.split(" ");
              // The absolute upload route, moved onto the intended server.
              const onIntended = url.replace("https://uploads.github.com", servers.intended.origin);
              const template = keepOperators ? onIntended : withOperators(onIntended, operators);
              return hostileValues(variableNames(template), servers.otherPort).map(
                (values): HostileCall => ({ method, template, baseUrl, values }),
              );
            }),
        "fixed origin",
        SEED + 3,
        0.2,
      ),
    TIMEOUT,
  );

  it(
    "an absolute template: an expression between the literal host and its port leaves the host " +
      "as written (http://127.0.0.1{+a}:PORT never becomes http://127.0.0.11:PORT)",
    () =>
      checkCalls(
        ({ intendedPort, otherPort }) =>
          fc.record({
            method: fc.constantFrom(...METHODS),
            template: fc
              .tuple(expression, parts(0, 3))
              .map(([glued, rest]) => `http://127.0.0.1${glued}:${intendedPort}${rest}`)
              .filter(checkable),
            values: hostileValues(NAMES, otherPort),
          }),
        "fixed origin",
        SEED + 4,
        0.02,
      ),
    TIMEOUT,
  );

  it(
    "a literal dot beside a ;, ?, & or # expression that writes nothing is judged " +
      "(/x/{&a}..{;b}/y without values is never sent as /y)",
    () => {
      const named = expressionOf(fc.constantFrom(";", "?", "&", "#"));
      return checkCalls(
        (servers) =>
          fc.record({
            method: fc.constantFrom(...METHODS),
            template: fc
              .oneof(
                fc.tuple(named, named).map(([first, second]) => `/x/${first}..${second}/y`),
                named.map((glued) => `/x/${glued}.`),
                named.map((glued) => `/x/..${glued}/y`),
              )
              .filter((text) => !hasLiteralDotSegment(text)),
            baseUrl: baseUrls(servers),
            values: hostileValues(NAMES, servers.otherPort),
          }),
        "fixed origin",
        SEED + 5,
        0.2,
      );
    },
    TIMEOUT,
  );
});
