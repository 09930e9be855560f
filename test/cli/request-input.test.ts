import { describe, expect, it } from "vitest";
import {
  collectParameters,
  parseField,
  parseHeader,
  parseParameter,
} from "../../src/cli/request-input.js";
import { UsageError } from "../../src/cli/usage-error.js";

function rejection(read: () => unknown): UsageError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error("expected the argument to be rejected");
}

describe("parseParameter", () => {
  it("reads name=value as a string, even when the text looks like a number or boolean", () => {
    expect(parseParameter("state=open")).toEqual({ name: "state", value: "open" });
    expect(parseParameter("per_page=100")).toEqual({ name: "per_page", value: "100" });
    expect(parseParameter("draft=true")).toEqual({ name: "draft", value: "true" });
  });

  it("splits at the first = so a value may contain =", () => {
    expect(parseParameter("q=a=b")).toEqual({ name: "q", value: "a=b" });
    expect(parseParameter('q:="a:=b"')).toEqual({ name: "q", value: "a:=b" });
  });

  it("reads an empty value after = as the empty string", () => {
    expect(parseParameter("path=")).toEqual({ name: "path", value: "" });
  });

  it("reads name:=json as any JSON value", () => {
    expect(parseParameter("per_page:=100")).toEqual({ name: "per_page", value: 100 });
    expect(parseParameter("draft:=false")).toEqual({ name: "draft", value: false });
    expect(parseParameter("milestone:=null")).toEqual({ name: "milestone", value: null });
    expect(parseParameter('labels:=["bug","ui"]')).toEqual({
      name: "labels",
      value: ["bug", "ui"],
    });
    expect(parseParameter('author:={"name":"Mona","n":1.5}')).toEqual({
      name: "author",
      value: { name: "Mona", n: 1.5 },
    });
    expect(parseParameter('title:="quoted"')).toEqual({ name: "title", value: "quoted" });
  });

  it("rejects an argument without =", () => {
    expect(rejection(() => parseParameter("owner")).message).toBe(
      'a parameter must be name=value or name:=json, got "owner"',
    );
  });

  it("rejects an empty name", () => {
    expect(rejection(() => parseParameter("=x")).message).toMatch(/needs a name/);
    expect(rejection(() => parseParameter(":=1")).message).toMatch(/needs a name/);
  });

  it("rejects invalid JSON after := and names the parameter", () => {
    for (const argument of ["a:={", "a:=", "a:=open", "a:=[1,]"]) {
      const error = rejection(() => parseParameter(argument));
      expect(error.message).toMatch(/^invalid JSON for parameter "a" after ":=": ./);
    }
  });

  it("cuts a very long bad argument short in the message", () => {
    const error = rejection(() => parseParameter("x".repeat(10_000)));
    expect(error.message.length).toBeLessThan(200);
  });
});

describe("parseHeader", () => {
  it("splits name and value at the first colon and drops the spaces around the value", () => {
    expect(parseHeader("Authorization: token abc")).toEqual({
      name: "Authorization",
      value: "token abc",
    });
    expect(parseHeader("x-time:\t 12:30 \t")).toEqual({ name: "x-time", value: "12:30" });
  });

  it("accepts an empty value", () => {
    expect(parseHeader("x-empty:")).toEqual({ name: "x-empty", value: "" });
  });

  it("keeps a line break in the value so that the library can reject it", () => {
    expect(parseHeader("x-a: 1\n")).toEqual({ name: "x-a", value: "1\n" });
  });

  it("rejects a header without a colon", () => {
    expect(rejection(() => parseHeader("Authorization token")).message).toBe(
      'a header must be "name: value", got "Authorization token"',
    );
  });
});

describe("parseParameter and parseField: the edges", () => {
  it("reads a lone @ as the text @, not as a file", () => {
    expect(parseParameter("a=@")).toStrictEqual({ name: "a", value: "@" });
    expect(parseParameter("a=@x")).toStrictEqual({
      name: "a",
      value: undefined,
      file: { path: "x", json: false },
    });
  });

  it("reads -F false as the boolean, and @FILE with no reader as empty text", async () => {
    expect(await parseField("draft=false", true)).toStrictEqual({ name: "draft", value: false });
    expect(await parseField("body=@notes.md", true)).toStrictEqual({ name: "body", value: "" });
    expect(await parseField("body=@", true)).toStrictEqual({ name: "body", value: "@" });
  });
});

describe("collectParameters", () => {
  it("adds name[] to an array given as name:=json, leaving that array as it was", () => {
    const given = ["a"];
    const collected = collectParameters([
      { name: "labels", value: given },
      { name: "labels[]", value: "b" },
      { name: "labels[]", value: "c" },
    ]);
    expect(collected).toStrictEqual({ params: { labels: ["a", "b", "c"] }, query: {} });
    expect(given).toStrictEqual(["a"]);
  });
});
