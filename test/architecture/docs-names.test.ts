import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../support/source-files.js";

// docs/architecture.md names the code it describes in backticks: a path must exist, and a
// name (`merge()`, `OPTION_KEYS`, `Object.assign`) must occur in src/ as a word. A renamed or
// removed function then fails here instead of leaving the page wrong.

const root = fileURLToPath(new URL("../..", import.meta.url));

const source = filesUnder(join(root, "src"))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
const words = new Set(source.match(/[A-Za-z_$#][\w$]*/g));

const page = readFileSync(join(root, "docs/architecture.md"), "utf8");
// Inline code only: fenced blocks hold diagrams.
const spans = [...page.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map(
  ([, span]) => span as string,
);

/** A path of the repository, as the page writes one, or a file at its root. */
const PATH = /^((src|test|scripts|bench|docs)\/[\w./-]*|[\w-]+\.(json|ts|mjs|md))$/;
/** A name, dotted or not, maybe called: `merge()`, `Object.assign`, `#with(changes)`. */
const NAME = /^#?[A-Za-z_$][\w$]*(\.#?[A-Za-z_$][\w$]*)*(\([\w, ]*\))?$/;

/** Names the page gives of what lives outside src/, each with what it is. */
const OUTSIDE: Readonly<Record<string, string>> = {
  noRestrictedImports: "the Biome rule that enforces the folder rules",
  parseTemplate: "url-template's function, the oracle of the template tests",
  "notes.txt": "a file name as a value, in an example",
};

describe("docs/architecture.md", () => {
  it("names paths that exist", () => {
    const paths = spans.filter((span) => PATH.test(span));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(root, path)), path).toBe(true);
  });

  it("names only what src/ holds", () => {
    const names = spans.filter(
      (span) => NAME.test(span) && !PATH.test(span) && !Object.hasOwn(OUTSIDE, span),
    );
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      for (const part of name.replace(/\(.*\)$/, "").split(".")) {
        expect(words.has(part), `${name}: no "${part}" in src/`).toBe(true);
      }
    }
  });
});
