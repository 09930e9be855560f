import { hasControlCharacter } from "../shared/text.js";
import { quote, UsageError } from "./usage-error.js";

export { maskSecrets, maskToken } from "./secrets.js";

/**
 * Whether a POSIX shell can expand `$NAME`: letters, digits and `_`, not starting with a digit.
 * The curl and fetch formats read the token from the variable when they run, so the name must
 * be one a shell (and `process.env.NAME`) reads as the command does.
 */
export function isShellName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

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
  return !isShellName(name) || looksLikeToken(name);
}

/**
 * Whether a text is written as tokens are: it starts as GitHub's do (`ghp_`, `github_pat_`,
 * ...), or is long and mixes lowercase, uppercase and digits. Such a `--token-env` argument is
 * never shown, even when a variable has that name.
 */
export function looksLikeToken(name: string): boolean {
  return (
    /^(gh[pousr]_|github_pat_)/.test(name) ||
    (name.length >= 20 && /[a-z]/.test(name) && /[A-Z]/.test(name) && /[0-9]/.test(name))
  );
}

/**
 * Reads the token for `--token-env NAME` from the environment.
 *
 * @throws {@link UsageError} when the variable is unset or empty, or holds a control
 *   character (a header cannot carry it), and for a name no POSIX shell can expand
 *   (`MY-TOKEN`: `$MY-TOKEN` reads `$MY`), which the printed curl command could not read. The message names the variable, never its value,
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
  if (!isShellName(name)) {
    throw new UsageError(
      `--token-env ${quote(name)}: a POSIX shell cannot expand that name, so the printed command could not read the token; give a variable whose name has only letters, digits and _ and does not start with a digit, such as GITHUB_TOKEN`,
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
