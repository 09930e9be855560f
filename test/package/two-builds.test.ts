import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { CatalogueEntry } from "../reliability/support/error-catalogue.js";
import { ROOT } from "./build-artifacts.js";

// The error catalogue's bad inputs, run against each built file: the development build
// (dist/index.js, the default of package.json's exports) and the production build
// (dist/index.production.js, the `production` condition). Both must throw the same code for the
// same input; the development build's message is the full one of the sources, the production
// build's carries the code, the facts and the link to the code's page of docs/errors.md.

const DEVELOPMENT = join(ROOT, "dist", "index.js");
const PRODUCTION = join(ROOT, "dist", "index.production.js");
const CODES_PAGE = "https://github.com/restbuild/endpoint/blob/main/docs/errors.md#";

/** The catalogue's rows, their calls made with the module at `build`, or with src/ when none. */
async function catalogueOf(build?: string): Promise<readonly CatalogueEntry[]> {
  vi.resetModules();
  if (build !== undefined) {
    vi.doMock("../../src/index.js", () => import(build));
    vi.doMock("../../src/adapters/index.js", () => import(build));
  }
  const { CATALOGUE } = await import("../reliability/support/error-catalogue.js");
  vi.doUnmock("../../src/index.js");
  vi.doUnmock("../../src/adapters/index.js");
  return CATALOGUE;
}

type Thrown =
  | { readonly kind: "returned" }
  | {
      readonly kind: "error";
      readonly name: string;
      readonly code: unknown;
      readonly message: string;
    };

function thrownBy(call: () => unknown): Thrown {
  try {
    call();
    return { kind: "returned" };
  } catch (error) {
    const { name, code, message } = error as { name: string; code: unknown; message: string };
    return { kind: "error", name, code, message };
  }
}

// One after the other: each resets the module registry the one before loaded into.
const source = await catalogueOf();
const development = await catalogueOf(DEVELOPMENT);
const production = await catalogueOf(PRODUCTION);
const rows = source.map((entry, index) => ({
  title: `${entry.entry} given ${entry.input.replaceAll("`", "")}`,
  expected: entry.expected,
  source: thrownBy(entry.call),
  development: thrownBy((development[index] as CatalogueEntry).call),
  production: thrownBy((production[index] as CatalogueEntry).call),
}));
const errorRows = rows.filter((row) => row.expected !== "result");

describe("the development and the production build", () => {
  it("run the same catalogue, which has bad inputs for every code", () => {
    expect(development.map((entry) => entry.input)).toEqual(source.map((entry) => entry.input));
    expect(production.map((entry) => entry.input)).toEqual(source.map((entry) => entry.input));
    expect(new Set(errorRows.map((row) => row.expected)).size).toBeGreaterThanOrEqual(17);
  });

  it.each(rows.map((row) => [row.title, row] as const))("%s: same outcome", (_title, row) => {
    if (row.expected === "result") {
      expect(row.development.kind).toBe("returned");
      expect(row.production.kind).toBe("returned");
      return;
    }
    for (const outcome of [row.development, row.production]) {
      expect(outcome).toMatchObject({ kind: "error", name: "RestbuildError", code: row.expected });
    }
  });
});

describe("the development build", () => {
  it.each(errorRows.map((row) => [row.title, row] as const))(
    "%s: the full message of the sources",
    (_title, row) => {
      expect(row.source.kind).toBe("error");
      expect((row.development as { message: string }).message).toBe(
        (row.source as { message: string }).message,
      );
    },
  );
});

describe("the production build", () => {
  it.each(errorRows.map((row) => [row.title, row] as const))(
    "%s: the code, the facts of the full message and the link",
    (_title, row) => {
      const full = (row.development as { message: string }).message;
      const { message } = row.production as { message: string };
      const link = ` ${CODES_PAGE}${row.expected.toLowerCase()}`;
      expect(message.startsWith(row.expected)).toBe(true);
      expect(message.endsWith(link)).toBe(true);
      const facts = message.slice(row.expected.length, -link.length).trim();
      // Each fact is text of the full message: values and names, never other words.
      for (const fact of facts === "" ? [] : facts.split(", ")) {
        expect(full.replace(/\.\.\.$/, "")).toContain(fact.replace(/\.\.\.$/, ""));
      }
      // The value the full message names ("got …") is among them, its kind or quoted text.
      const named = /, got (.+)$/.exec(full)?.[1];
      if (named !== undefined) expect(message).toContain(named);
    },
  );

  it("leaves the prose to the docs: its facts are less than two thirds of the full messages", () => {
    let facts = 0;
    let full = 0;
    for (const row of errorRows) {
      const link = ` ${CODES_PAGE}${row.expected.toLowerCase()}`;
      facts += (row.production as { message: string }).message.length - link.length;
      full += (row.development as { message: string }).message.length;
    }
    expect(facts).toBeLessThan((full * 2) / 3);
  });

  it("links each code to an anchor of docs/errors.md", () => {
    const page = readFileSync(join(ROOT, "docs", "errors.md"), "utf8");
    for (const code of new Set(errorRows.map((row) => row.expected))) {
      expect(page.includes(`<a id="${code.toLowerCase()}"></a>`), code).toBe(true);
    }
  });
});
