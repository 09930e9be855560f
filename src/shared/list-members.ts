// Lists read by what they hold, not by their length: `length = 2 ** 32 - 1` with one member
// must cost one member, not four billion steps (C10).

/** Up to this length a list is read index by index; a longer one by its own keys. */
export const SPARSE_CHECK_LENGTH = 65_536;

/** Whether an own key is an array index: the canonical text of an integer below 2 ** 32 - 1. */
function isIndexKey(key: string): boolean {
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && index < 2 ** 32 - 1 && String(index) === key;
}

/**
 * The indexes of a long list's members, in order, or `undefined` when the list has no holes
 * or is short enough to be read index by index. Costs what the list holds, not its length.
 */
export function memberIndexes(list: readonly unknown[]): number[] | undefined {
  if (list.length <= SPARSE_CHECK_LENGTH) return undefined;
  const keys = Object.keys(list);
  if (keys.length >= list.length) return undefined;
  const indexes: number[] = [];
  for (const key of keys) if (isIndexKey(key)) indexes.push(Number(key));
  return indexes;
}
