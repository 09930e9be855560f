import { hasControlCharacter } from "../shared/text.js";
import { quote, UsageError } from "./usage-error.js";

/**
 * Reads the token for `--token-env NAME` from the environment.
 *
 * @throws {@link UsageError} when the variable is unset or empty, or holds a control
 *   character (a header cannot carry it). The message names the variable, never its value.
 *
 * @example
 * ```ts
 * readTokenEnv("GITHUB_TOKEN", { GITHUB_TOKEN: "ghp_abc123" }); // "ghp_abc123"
 * ```
 */
export function readTokenEnv(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  // Own properties only: "constructor" is not an environment variable.
  const token = Object.hasOwn(env, name) ? env[name] : undefined;
  if (token === undefined || token === "") {
    throw new UsageError(
      `--token-env ${quote(name)}: the environment variable is ${token === undefined ? "not set" : "empty"}`,
    );
  }
  if (hasControlCharacter(token)) {
    throw new UsageError(
      `--token-env ${quote(name)}: the value holds a control character (such as a line break), which a header cannot carry`,
    );
  }
  return token;
}

/**
 * How a token from `--token-env` is shown: its first 4 characters and an ellipsis, or
 * `****` when it has fewer than 8 characters (4 of them would be half the secret).
 *
 * @example
 * ```ts
 * maskToken("ghp_16C7e42F292c6912E7710c838347Ae178B4a"); // "ghp_…"
 * maskToken("t0ken"); // "****"
 * ```
 */
export function maskToken(token: string): string {
  return token.length < 8 ? "****" : `${token.slice(0, 4)}…`;
}

/**
 * Replaces every copy of each secret in a text with its mask: as it is, and as it appears
 * inside a JSON string (error messages quote values with JSON.stringify).
 *
 * @example
 * ```ts
 * maskSecrets('bad value "token ghp_0123456789"', ["ghp_0123456789"]);
 * // 'bad value "token ghp_…"'
 * ```
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) {
    if (secret === "") continue;
    const mask = maskToken(secret);
    masked = masked.replaceAll(secret, mask).replaceAll(JSON.stringify(secret).slice(1, -1), mask);
  }
  return masked;
}
