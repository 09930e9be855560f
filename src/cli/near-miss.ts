/**
 * The edit distance between two words, counting a swap of two neighbouring characters as one
 * edit (`rpeo` is one edit from `repo`), as a typing slip usually is.
 */
export function editDistance(a: string, b: string): number {
  // Rows of the classic table; the one before the previous row is kept for swaps.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to a mistyped word, when it is close enough to be a slip: at most one
 * edit for words of up to four characters, two for longer ones, and case differences are
 * free. `undefined` when nothing is that close.
 *
 * @example
 * ```ts
 * nearMiss("rpeo", ["owner", "repo"]); // "repo"
 * nearMiss("--hedaer", ["--header", "--help"]); // "--header"
 * nearMiss("xyz", ["owner"]); // undefined
 * ```
 */
export function nearMiss(word: string, candidates: Iterable<string>): string | undefined {
  // Long words are no typing slips, and the table costs their lengths multiplied.
  if (word.length > 64) return undefined;
  const limit = word.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate.length > 64) continue;
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
