import { hasControlCharacter } from "../shared/text.js";
import { quote, UsageError } from "./usage-error.js";

/**
 * Whether a `--token-env` argument may be a secret pasted in place of the name
 * (`--token-env $GITHUB_TOKEN`): it is no variable name, starts like a GitHub token (`ghp_`,
 * `github_pat_`, ...), or is long and mixes lowercase, uppercase and digits as tokens do.
 * Such an argument is never shown.
 *
 * @example
 * ```ts
 * mayBeSecret("GITHUB_TOKEN"); // false
 * mayBeSecret("ghp_16C7e42F292c6912E7710c838347Ae178B4a"); // true
 * ```
 */
export function mayBeSecret(name: string): boolean {
  return (
    !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ||
    /^(gh[pousr]_|github_pat_)/.test(name) ||
    (name.length >= 20 && /[a-z]/.test(name) && /[A-Z]/.test(name) && /[0-9]/.test(name))
  );
}

/**
 * Reads the token for `--token-env NAME` from the environment.
 *
 * @throws {@link UsageError} when the variable is unset or empty, or holds a control
 *   character (a header cannot carry it). The message names the variable, never its value,
 *   and shows the name only when it is written as variables usually are (`GITHUB_TOKEN`):
 *   a token given in place of the name is not echoed.
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
  if (token === undefined && mayBeSecret(name)) {
    throw new UsageError(
      "--token-env expects the NAME of an environment variable, such as GITHUB_TOKEN, and no variable has the name given (not shown: it may be a token); write --token-env GITHUB_TOKEN, not --token-env $GITHUB_TOKEN",
    );
  }
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

/** The schemes of `--auth-scheme`, by the name given (any letter case), as they are sent. */
const AUTH_SCHEMES: Readonly<Record<string, string>> = { token: "token", bearer: "Bearer" };

/**
 * The scheme word of the authorization header of `--token-env`: `token` (GitHub's, the
 * default) or `Bearer` (RFC 6750, for other APIs and GitHub apps).
 *
 * @throws {@link UsageError} for another scheme.
 *
 * @example
 * ```ts
 * authScheme("bearer"); // "Bearer"
 * authScheme(undefined); // "token"
 * ```
 */
export function authScheme(name: string | undefined): string {
  if (name === undefined) return "token";
  const key = name.toLowerCase();
  if (Object.hasOwn(AUTH_SCHEMES, key)) return AUTH_SCHEMES[key] as string;
  throw new UsageError(
    `--auth-scheme ${quote(name)} is not one the command knows: token or bearer`,
  );
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
