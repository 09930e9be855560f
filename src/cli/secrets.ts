// The secrets of a run (a token read with --token-env, or one pasted in place of its name) and
// how they are shown: masked before a message quotes or cuts a value, so that a cut never
// leaves more of a token than its mask shows.

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

/** The shortest run of a secret's first characters that is masked: one more than a mask shows. */
const SHOWN = 4;

/**
 * `text` with every run of characters that a secret starts with, at least five of them long,
 * replaced by the secret's mask: the whole secret, and a part that a message cut
 * (`ghp_16C7e42F...`). One pass: each character is looked at once per secret, after a search
 * for the secret's first five characters.
 */
function maskForm(text: string, form: string, mask: string): string {
  if (form.length <= SHOWN) return text.replaceAll(form, mask);
  const head = form.slice(0, SHOWN + 1);
  let at = text.indexOf(head);
  if (at === -1) return text;
  let masked = "";
  let from = 0;
  while (at !== -1) {
    let end = at + head.length;
    while (end < text.length && end - at < form.length && text[end] === form[end - at]) end++;
    masked += text.slice(from, at) + mask;
    from = end;
    at = text.indexOf(head, end);
  }
  return masked + text.slice(from);
}

/**
 * Replaces every copy of each secret in a text with its mask: as it is, and as it appears
 * inside a JSON string (error messages quote values with JSON.stringify); a part of a secret
 * that a message cut, five characters or more of its start, is masked too.
 *
 * @example
 * ```ts
 * maskSecrets('bad value "token ghp_0123456789"', ["ghp_0123456789"]);
 * // 'bad value "token ghp_…"'
 * maskSecrets('got "xxx ghp_01234..."', ["ghp_0123456789"]); // 'got "xxx ghp_…..."'
 * ```
 */
export function maskSecrets(text: string, secrets: Iterable<string>): string {
  let masked = text;
  for (const secret of secrets) {
    if (secret === "") continue;
    const mask = maskToken(secret);
    const escaped = JSON.stringify(secret).slice(1, -1);
    // The JSON form first, with the mask escaped too: a quote or backslash among the secret's
    // first characters stays text, and the raw form's search no longer meets half an escape.
    if (escaped !== secret) masked = maskForm(masked, escaped, JSON.stringify(mask).slice(1, -1));
    masked = maskForm(masked, secret, mask);
  }
  return masked;
}

/** The secrets of every run under way, each with the number of runs that hold it. */
const ACTIVE = new Map<string, number>();

/**
 * The secrets of one run. Each is masked in every value a message quotes or cuts from the
 * moment it is added ({@link maskActiveSecrets}), and in the run's output; {@link release}
 * forgets them when the run ends.
 */
export class RunSecrets {
  readonly #held: string[] = [];

  add(secret: string): void {
    if (secret === "") return;
    this.#held.push(secret);
    ACTIVE.set(secret, (ACTIVE.get(secret) ?? 0) + 1);
  }

  /** `text` with this run's secrets masked. */
  mask(text: string): string {
    return maskSecrets(text, this.#held);
  }

  release(): void {
    for (const secret of this.#held) {
      const holders = (ACTIVE.get(secret) ?? 1) - 1;
      if (holders === 0) ACTIVE.delete(secret);
      else ACTIVE.set(secret, holders);
    }
    this.#held.length = 0;
  }
}

/**
 * A value with the secrets of the runs under way masked, before a message cuts it to 60
 * characters: the cut then never keeps a part of a token the mask would hide.
 */
export function maskActiveSecrets(text: string): string {
  return ACTIVE.size === 0 ? text : maskSecrets(text, ACTIVE.keys());
}
