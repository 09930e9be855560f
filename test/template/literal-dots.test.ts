import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C11: a path segment that is `.` or `..` is PATH_TRAVERSAL unless the template wrote it
// literally, also when the dots are the template's and the values around them are empty, or
// when a value's "/" cuts them out of their segment.

function expand(template: string, values: Record<string, unknown>): string {
  return expandTemplate(compileTemplate(template), values);
}

describe("literal dots between expressions", () => {
  it.each<[string, Record<string, unknown>]>([
    ["GET /x/{a}..{b}/y", { a: "", b: "" }],
    ["GET /x/{a}.{b}/y", { a: "", b: "" }],
    ["GET /repos/o/r/compare/{+base}..{+head}", { base: "x/", head: "/admin" }],
    ["GET /files/:name.:ext/raw", { name: "", ext: "" }],
    ["GET /x/.{a}/y", { a: "" }],
    ["GET /x/{a}%2e/y", { a: "" }],
    ["GET /x/{+a}./y", { a: "b/" }],
    ["GET /x/.{/a}", { a: "b" }],
    ["GET /x/..{+a}", { a: "?q" }],
    ["GET /x/{a}..{b}/y", { a: [], b: {} }],
    ["GET /x/{&a}..{;b}/y", {}],
    ["GET /x/{;a}../y", { a: undefined }],
    ["GET /x/..{&b}/y", { b: [] }],
    ["GET /x/{?a}..{;b}/y", {}],
  ])("%s with %j is PATH_TRAVERSAL", (route, values) => {
    expect(codeOf(() => endpoint(route, values))).toBe("PATH_TRAVERSAL");
  });

  it("judges a segment an empty expression sits in, and only the path", () => {
    expect(codeOf(() => expand("/x/{a}..{?q}", { q: "1" }))).toBe("PATH_TRAVERSAL");
    expect(expand("/x/{a}..{b}/y", { a: "1", b: "" })).toBe("/x/1../y");
    expect(expand("/x/{a}..{b}/y", { a: "", b: "2" })).toBe("/x/..2/y");
    expect(expand("/files/{name}.{ext}/raw", { name: "a", ext: "" })).toBe("/files/a./raw");
    expect(expand("/x/{a}...{b}", {})).toBe("/x/...");
    // Dots after the path are the query's or the fragment's.
    expect(expand("/x?{a}..{b}", {})).toBe("/x?..");
    expect(expand("/x{?a}..", { a: "" })).toBe("/x?a=..");
    // A ; or & expression that writes something starts its text with that character.
    expect(expand("/x/{&a}..{;b}/y", { a: "1" })).toBe("/x/&a=1../y");
    expect(expand("/x/{&a}..{;b}/y", { b: "" })).toBe("/x/..;b/y");
  });

  it("keeps dot segments written wholly in the literal text", () => {
    expect(expand("/a/../{x}", { x: "" })).toBe("/a/../");
    expect(expand("/{x}/../y", { x: "b" })).toBe("/b/../y");
    expect(expand("/{x}/..{?q}", { x: "b" })).toBe("/b/..");
  });
});
