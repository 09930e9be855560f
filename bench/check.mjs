/**
 * Before anything is timed, every contender's output is checked against ours, for every input:
 * the builder's and the chain's exactly, the floor's exactly but for `user-agent`, and the
 * reference's after the contract's deliberate differences are taken out (method case, the
 * `user-agent` header, and for previews the accept header of 7.0.6; C1, C2).
 */
import { deepStrictEqual } from "node:assert/strict";

function withoutUserAgent(result) {
  const { "user-agent": _userAgent, ...headers } = result.headers;
  return { ...result, headers };
}

/** The reference's result as our contract states it: method lowercase, no user-agent. */
function asContract(result, acceptResult) {
  const normalized = withoutUserAgent(result);
  normalized.method = normalized.method.toLowerCase();
  // The reference builds its body on a null-prototype object; ours is a plain object.
  const body = normalized.body;
  if (typeof body === "object" && body !== null && Object.getPrototypeOf(body) === null)
    normalized.body = { ...body };
  if (acceptResult !== undefined) normalized.headers.accept = acceptResult.headers.accept;
  return normalized;
}

function expectEqual(actual, expected, what) {
  try {
    deepStrictEqual(actual, expected);
  } catch (error) {
    throw new Error(`benchmark check failed: ${what}\n${error.message}`);
  }
}

/** Checks one case (a-f) for all its inputs. */
export function checkCase(item) {
  item.inputs.forEach((v, k) => {
    const what = (contender) => `case ${item.id}, input ${k}: ${contender}`;
    const ours = item.ours(v);
    expectEqual(item.prepare(v).build(), ours, what("prepared .build() vs endpoint()"));
    expectEqual(item.chain(v), ours, what("chain from create() vs endpoint()"));
    expectEqual(
      withoutUserAgent(item.floor(v)),
      withoutUserAgent(ours),
      what("floor vs endpoint()"),
    );
    expectEqual(
      withoutUserAgent(ours),
      asContract(item.reference(v), item.acceptReference?.(v)),
      what("endpoint() vs the reference"),
    );
  });
}

/** Checks that scaling contenders named `ours`/`reference` agree on their inputs (a sample of them). */
export function checkPairs(pairs, sampleSize = 50) {
  for (const [ours, reference] of pairs) {
    const step = Math.max(1, Math.floor(ours.inputs.length / sampleSize));
    for (let k = 0; k < ours.inputs.length; k += step) {
      expectEqual(
        withoutUserAgent(ours.fn(ours.inputs[k])),
        asContract(reference.fn(reference.inputs[k])),
        `${ours.name} vs ${reference.name}, input ${k}`,
      );
    }
  }
}

/** Checks that two contenders return the same results, `user-agent` included. */
export function checkSame(first, second) {
  first.inputs.forEach((input, k) => {
    expectEqual(
      first.fn(input),
      second.fn(second.inputs[k]),
      `${first.name} vs ${second.name}, input ${k}`,
    );
  });
}
