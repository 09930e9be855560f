// Figures in the docs are written by the script that measures them, never by hand: each one sits
// between `<!-- NAME:start -->` and `<!-- NAME:end -->` in a Markdown file, and the measuring
// script replaces what is between the markers.
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Replaces the text between the markers NAME in the file at `path` (relative to the repository
 * root). Throws when the markers are missing, so a renamed section never goes stale silently.
 *
 * @param {string} path
 * @param {string} name
 * @param {string} text
 * @returns {boolean} whether the file changed
 */
export function writeFigures(path, name, text) {
  const url = new URL(`../${path}`, import.meta.url);
  const source = readFileSync(url, "utf8");
  const start = `<!-- ${name}:start -->\n`;
  const end = `<!-- ${name}:end -->`;
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  if (from === -1 || to === -1)
    throw new Error(`${path} lacks the markers ${start.trim()} … ${end}`);
  const next = `${source.slice(0, from + start.length)}${text.trimEnd()}\n${source.slice(to)}`;
  if (next === source) return false;
  writeFileSync(url, next);
  return true;
}

/** A date as YYYY-MM-DD (UTC). */
export function today() {
  return new Date().toISOString().slice(0, 10);
}

/** A byte count in the docs' style: 12,218. */
export function bytes(count) {
  return count.toLocaleString("en-US");
}
