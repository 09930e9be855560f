#!/usr/bin/env node
// After the build: replaces every `{@includeCode ../examples/FILE.ts#REGION}` in the published
// declaration files with the region's code, so editors show the examples on hover (the package
// ships no examples/ folder). typedoc reads the sources and keeps resolving the tags itself.
// Fails when a tag names a file or region that does not exist.
//
//   node scripts/inline-examples.mjs [file.d.ts ...]   (default: every declaration file in dist/)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const files = process.argv.slice(2);
// The entries' declarations and the chunks they share (the build splits what two entries use).
const targets =
  files.length > 0
    ? files
    : readdirSync(new URL("dist/", root))
        .filter((name) => /\.d\.c?ts$/.test(name))
        .map((name) => `dist/${name}`);

const TAG = /^([ \t]*\*[ \t]?)\{@includeCode ([^}#\s]+)#([^}\s]+)\}[ \t]*$/gm;
const exampleFiles = new Map();

/** The lines of one `// #region NAME` of examples/FILE, without the region's common indent. */
export function regionLines(file, region) {
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (!exampleFiles.has(name)) {
    exampleFiles.set(name, readFileSync(new URL(`examples/${name}`, root), "utf8").split("\n"));
  }
  const lines = exampleFiles.get(name);
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex(
    (line, index) => index > start && line.trim() === `// #endregion ${region}`,
  );
  if (start === -1 || end === -1) throw new Error(`examples/${name} has no region ${region}`);
  const body = lines.slice(start + 1, end).filter((line) => !/^\s*\/\/ #(end)?region\b/.test(line));
  const indent = Math.min(
    ...body.filter((line) => line.trim() !== "").map((line) => line.match(/^ */)[0].length),
  );
  // A `*/` inside the example would end the comment it is inlined into.
  return body.map((line) => line.slice(indent).replaceAll("*/", "*\\/"));
}

/** The declaration text with every `{@includeCode}` tag replaced by a fenced code block. */
export function inlineExamples(text) {
  return text.replace(TAG, (_tag, prefix, file, region) => {
    const margin = prefix.replace(/[ \t]+$/, "");
    const code = regionLines(file, region).map((line) =>
      line === "" ? margin : `${prefix}${line}`,
    );
    return [`${prefix}\`\`\`ts`, ...code, `${prefix}\`\`\``].join("\n");
  });
}

for (const target of targets) {
  const url = new URL(target, root);
  const text = readFileSync(url, "utf8");
  const inlined = inlineExamples(text);
  if (inlined.includes("@includeCode")) throw new Error(`${target}: an @includeCode tag is left`);
  writeFileSync(url, inlined);
}
