import fc from "fast-check";
import { endpoint as reference7 } from "octokit-endpoint-7";
import { endpoint as reference } from "octokit-endpoint-11";
import { describe, expect, it } from "vitest";
import { acceptHeader } from "../../src/core/accept-header.js";
import { BUILT_IN_DEFAULTS } from "../../src/core/defaults.js";
import { endpoint } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { heapAfterGc } from "../support/heap.js";

// mediaType.format amends each media range of the accept header as @octokit/endpoint 11.0.5
// does with /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/ (contract C12), written here
// as a linear scan (C10). The scan has several early exits, one per way a range can fail to
// match; each is compared with the reference on its own shape, then on generated headers.

function ours(accept: string, format: string): string | number | undefined {
  return endpoint("GET /x", { headers: { accept }, mediaType: { format } }).headers.accept;
}

function theirs(accept: string, format: string): string | undefined {
  return reference("GET /x", { headers: { accept }, mediaType: { format } }).headers.accept;
}

const SHAPES: ReadonlyArray<readonly [string, string]> = [
  ["no vendor prefix", "text/html"],
  ["the prefix without a dot after it", "application/vndx.github+json"],
  ["the prefix and a dot, but no vendor word", "application/vnd.+json"],
  ["the prefix at the very end", "application/vnd"],
  ["a vendor and nothing else", "application/vnd.github"],
  ["a vendor and +json", "application/vnd.github+json"],
  ["a vendor, v3 and +json", "application/vnd.github.v3+json"],
  ["a vendor, v3, a format and +json", "application/vnd.github.v3.raw+json"],
  ["a vendor, v3 and a format", "application/vnd.github.v3.html"],
  ["a vendor and a format without v3", "application/vnd.github.html+json"],
  ["v3 followed by more word characters", "application/vnd.github.v3x+json"],
  ["a word that does not start with a dot", "application/vnd.github-x+json"],
  ["a dot with no word after it", "application/vnd.github.+json"],
  ["a second dot with no word after it", "application/vnd.github.v3.+json"],
  ["something after +json", "application/vnd.github.v3+json;q=0.9"],
  ["two formats", "application/vnd.github.raw.html"],
  ["a vendor range after a parameter", "text/plain;application/vnd.github+json"],
  ["two vendor prefixes in one range", "application/vnd.aapplication/vnd.github+json"],
  ["several ranges", "application/vnd.github.v3+json, text/html,application/vnd.x.v3"],
  ["an empty range", "application/vnd.github+json,,"],
  ["a binary request", "application/octet-stream"],
  ["a binary request among others", "application/vnd.github.v3+json, APPLICATION/OCTET-STREAM"],
];

describe("a media format amends the accept header as @octokit/endpoint 11.0.5 does", () => {
  it.each(SHAPES)("for %s", (_name, accept) => {
    for (const format of ["raw", "diff", "text+json", "v3"]) {
      expect(ours(accept, format)).toBe(theirs(accept, format));
    }
  });

  it("for generated accept headers made of vendor-type pieces", () => {
    const piece = fc.constantFrom(
      "application/vnd",
      "application/",
      "vnd",
      ".",
      "github",
      ".v3",
      "v3",
      "+json",
      "+",
      "json",
      "raw",
      "_",
      "-",
      ",",
      " ",
      ";",
      "/",
      "x",
      "9",
      "é",
      // A binary request, in any case, beside letters whose case maps to ASCII letters.
      "octet-stream",
      "OCTET-stream",
      "\u0130",
      "\u212a",
      "\u017f",
    );
    const accept = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(""));
    const format = fc.constantFrom("raw", "diff", "patch", "text+json", "html", "a.b", "_");
    fc.assert(
      fc.property(accept, format, (header, mediaFormat) => {
        expect(ours(header, mediaFormat)).toBe(theirs(header, mediaFormat));
      }),
      { seed: 606, numRuns: fuzzRuns(2000) },
    );
  });
});

const DEFAULT_ACCEPT = BUILT_IN_DEFAULTS.headers.accept as string;

describe("a media type over the default accept header", () => {
  const previewName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
  const mediaType = fc.record({
    format: fc.constantFrom("", "raw", "diff", "patch", "sha", "full", "text", "html", "base64"),
    previews: fc.array(previewName, { maxLength: 4 }),
  });

  it("amends the default range alike with one more range after it", () => {
    const extraRange = "text/plain";
    fc.assert(
      fc.property(mediaType, ({ format, previews }) => {
        fc.pre(format !== "" || previews.length > 0);
        const general = acceptHeader(`${DEFAULT_ACCEPT},${extraRange}`, format, previews);
        const direct = acceptHeader(DEFAULT_ACCEPT, format, previews);
        // With previews the header is rebuilt from the names alone; with a format only, the
        // extra range stays after the amended default.
        expect(previews.length > 0 ? direct : `${direct},${extraRange}`).toBe(general);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("gives what @octokit/endpoint 7.0.6 gives, which applies previews on every URL", () => {
    fc.assert(
      fc.property(mediaType, ({ format, previews }) => {
        const names = [...new Set(previews)];
        fc.pre(format !== "" || names.length > 0);
        expect(acceptHeader(DEFAULT_ACCEPT, format, names)).toBe(
          reference7("GET /x", { mediaType: { format, previews: names } }).headers.accept,
        );
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});

describe("the edges of the accept header's scans", () => {
  it("amends no range without the vendor prefix, even with a dot where the prefix would end", () => {
    // "application/xy" is exactly as long as "application/vnd".
    for (const accept of ["application/xy.github+json", "application/xy.github.v3+json"]) {
      expect(ours(accept, "raw")).toBe(accept);
      expect(ours(accept, "raw")).toBe(theirs(accept, "raw"));
    }
  });

  it("reads no preview name from a bare -preview in the header", () => {
    const options = {
      headers: { accept: "application/vnd.github.-preview+json" },
      mediaType: { previews: ["mercy"] },
    };
    expect(endpoint("GET /x", options).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
    expect(reference7("GET /x", options).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("keeps a header as it is when there is neither a format nor a preview", () => {
    for (const accept of ["application/vnd.github+json", "text/html, application/vnd.x.v3+json"]) {
      expect(acceptHeader(accept, "", [])).toBe(accept);
    }
  });

  it("keeps the default header as it is when there is neither a format nor a preview", () => {
    expect(acceptHeader(DEFAULT_ACCEPT, "", [])).toBe(DEFAULT_ACCEPT);
  });
});

describe("an accept header depends on its inputs only", () => {
  it("tells apart lists of previews that would join to the same text, called in turn", () => {
    const header = (previews: string[]) =>
      endpoint("GET /x", { headers: { accept: "text/x-joined" }, mediaType: { previews } }).headers
        .accept;
    expect(header(["a", "b"])).toBe(
      "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json",
    );
    expect(header(["ab"])).toBe("application/vnd.github.ab-preview+json");
    expect(header(["a", "b"])).toBe(
      "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json",
    );
  });

  it("keeps nothing of a long header once the call returns", () => {
    // 200 distinct headers of 100 KB: kept, they would hold over 20 MB.
    const before = heapAfterGc();
    for (let index = 0; index < 200; index++) {
      const accept = `${"x".repeat(100_000)}/${index}`;
      expect(
        endpoint("GET /x", { headers: { accept }, mediaType: { format: "raw" } }).headers.accept,
      ).toBe(accept);
    }
    expect((heapAfterGc() - before) / 1e6).toBeLessThan(5);
  });
});

describe("many previews over the default header", () => {
  it("keeps each name once, at its first place, and reads each name a bounded number of times (C10)", () => {
    const names = Array.from({ length: 3000 }, (_, index) => `p${index % 2000}`);
    let reads = 0;
    const counted = new Proxy(names, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const ranges = acceptHeader(DEFAULT_ACCEPT, "", counted).split(",");
    expect(ranges).toHaveLength(2000);
    expect(ranges[0]).toBe("application/vnd.github.p0-preview+json");
    expect(ranges[1999]).toBe("application/vnd.github.p1999-preview+json");
    // A search of the list for every name would read it about 3000 * 2000 / 2 times.
    expect(reads).toBeLessThan(4 * names.length);
  });

  it("reads a preview name out of a format that names one, as @octokit/endpoint 7.0.6 does", () => {
    // @octokit/endpoint 7.0.6 reads "x" from the amended "application/vnd.github.v3.x-preview"
    // as a preview name.
    const options = { mediaType: { format: "x-preview", previews: ["b"] } };
    const expected = reference7("GET /x", options).headers.accept;
    expect(acceptHeader(DEFAULT_ACCEPT, "x-preview", ["b"])).toBe(expected);
    expect(endpoint("GET /x", options).headers.accept).toBe(expected);
  });
});
