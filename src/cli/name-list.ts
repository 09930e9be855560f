import { editDistance } from "./near-miss.js";
import { cut } from "./usage-error.js";

/** At most this many names, and this many characters of them, are listed in a message. */
const MAX_NAMES = 12;
const MAX_LIST_LENGTH = 200;

/**
 * Names (parameter names, a parameter's values) listed whole for a message. A list that fits
 * is given in its own order; a longer one names the closest to `word` first, as many as fit,
 * and says how many more there are. A message line has a length cap as a last guard; a list
 * shortened here by whole names never reaches it, so no name is ever cut in the middle.
 *
 * @example
 * ```ts
 * listNames(["open", "closed", "all"], "opened"); // "open, closed, all"
 * listNames(fourteenNames, "stat"); // "state, sort, ..., since and 2 more (nearest first)"
 * ```
 */
export function listNames(names: readonly string[], word: string): string {
  const shown = names.map(cut);
  if (fits(shown)) return shown.join(", ");
  // The word is the user's input: cut first, so the edit distance stays small work.
  const typed = cut(word).toLowerCase();
  // The sort is stable: names as near as each other keep the list's order.
  const nearest = shown
    .map((name) => ({ name, distance: editDistance(typed, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ name }) => name);
  const listed: string[] = [];
  for (const name of nearest) {
    if (!fits([...listed, name])) break;
    listed.push(name);
  }
  return `${listed.join(", ")} and ${names.length - listed.length} more (nearest first)`;
}

function fits(names: readonly string[]): boolean {
  return names.length <= MAX_NAMES && names.join(", ").length <= MAX_LIST_LENGTH;
}
