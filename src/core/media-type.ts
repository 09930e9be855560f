import { describeValue, RestbuildError } from "../errors.js";
import { stripPreviewSuffix } from "./accept-header.js";
import type { MergedOptions } from "./options.js";
import { expectPlainObject, validateFormat, validatePreviewName } from "./validate.js";

// `mediaType`: a format that replaces, and previews that add up, each name once (C2).

/** Merges a caller's `mediaType` into merged options: the format replaces, previews add up. */
export function mergeMediaType(target: MergedOptions, mediaType: unknown): void {
  const { format, previews } = expectPlainObject(mediaType, "mediaType");
  const checkedFormat = format === undefined ? undefined : validateFormat(format);
  const checkedPreviews = previews === undefined ? undefined : checkPreviewNames(previews);
  if (checkedFormat === undefined && checkedPreviews === undefined) return;
  // The media type came with the defaults, which stay as they are: a change is made on a copy.
  const { format: currentFormat, previews: currentPreviews } = target.mediaType;
  const merged = [...currentPreviews];
  if (checkedPreviews !== undefined) {
    // The checked names are a fresh list: stripped in place.
    for (let index = 0; index < checkedPreviews.length; index++) {
      checkedPreviews[index] = stripPreviewSuffix(checkedPreviews[index] as string);
    }
    addPreviews(merged, checkedPreviews);
  }
  target.mediaType = { format: checkedFormat ?? currentFormat, previews: merged };
}

/** The `mediaType` of merged options from a caller, checked: a format and preview names. */
export function checkMediaType(mediaType: unknown): MergedOptions["mediaType"] {
  if (mediaType === undefined) return { format: "", previews: [] };
  const { format = "", previews = [] } = expectPlainObject(mediaType, "mediaType");
  return { format: validateFormat(format), previews: checkPreviewNames(previews) };
}

/**
 * Adds preview names, stripped of `-preview` already, to a list: each name once, at its first
 * place (C2). The one rule of previews, for merged options and for builder snapshots.
 */
export function addPreviews(previews: string[], names: readonly string[]): void {
  // A set keeps this linear for long lists (C10); a short list, the usual one or two names, is
  // searched directly, without making one.
  const present = previews.length + names.length > 16 ? new Set(previews) : undefined;
  for (const name of names) {
    if (present === undefined ? previews.includes(name) : present.has(name)) continue;
    present?.add(name);
    previews.push(name);
  }
}

/** Checks preview names, holes of a sparse array included (they are `undefined`). */
export function checkPreviewNames(previews: unknown): string[] {
  if (!Array.isArray(previews)) {
    throw new RestbuildError(
      "INVALID_MEDIA_TYPE",
      `previews must be an array of names, got ${describeValue(previews)}`,
    );
  }
  const names: string[] = [];
  for (let index = 0; index < previews.length; index++) {
    names.push(validatePreviewName(previews[index]));
  }
  return names;
}
