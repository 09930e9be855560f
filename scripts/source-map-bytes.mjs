// Where the bytes of a bundle come from, by its source map (version 3): each mapping segment
// owns the generated text up to the next segment on its line. Written here rather than taken
// from a source-map library: reading the mappings is a base64 VLQ decoder and a loop.

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * The numbers of one segment of a `mappings` string: base64 VLQ, five bits a digit, the sixth
 * bit says more digits follow, the lowest bit of the value is its sign.
 *
 * @param {string} segment
 * @returns {number[]}
 */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is no base64 digit`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * The UTF-8 bytes of `code` per source file its map names; text no segment maps to a source
 * (the bundler's own glue) counts under `""`.
 *
 * @param {string} code the generated file, as the map describes it
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map) {
  const counts = new Map();
  const add = (source, text) =>
    counts.set(source, (counts.get(source) ?? 0) + Buffer.byteLength(text));
  const lines = code.split("\n");
  const mappingLines = map.mappings.split(";");
  // The source index is relative to the previous segment's across lines; the column restarts.
  let sourceIndex = 0;
  for (const [lineIndex, line] of lines.entries()) {
    let column = 0;
    let owner = "";
    let from = 0;
    for (const segment of (mappingLines[lineIndex] ?? "").split(",")) {
      if (segment === "") continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, line.slice(from, column));
      from = column;
      if (sourceDelta === undefined) {
        owner = "";
      } else {
        sourceIndex += sourceDelta;
        owner = map.sources[sourceIndex] ?? "";
      }
    }
    add(owner, line.slice(from));
  }
  return counts;
}
