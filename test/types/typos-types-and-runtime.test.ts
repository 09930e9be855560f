import { beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.js";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// Where the types and the runtime disagree, on purpose: a near miss of an option key and a
// misspelt well-known header name are compile errors, while the runtime, which cannot tell a
// typo from a name of an API's own, sends them (the option as a parameter, the header as
// written). Generated names are judged by the rule written out here apart from the types, and
// each is also run, to show what the runtime does with it.

const OPTION_KEYS = ["method", "url", "baseUrl", "headers", "mediaType", "data", "request"];
const LONG_KEYS = new Set(["baseUrl", "headers", "mediaType", "request"]);
const KNOWN_HEADERS = [
  "accept",
  "accept-encoding",
  "accept-language",
  "authorization",
  "cache-control",
  "content-encoding",
  "content-length",
  "content-type",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-unmodified-since",
  "user-agent",
  "x-github-api-version",
  "x-github-otp",
];

const normalized = (name: string) => name.toLowerCase().replaceAll(/[-_]/g, "");

/** Whether `long` is `short` with one character inserted. */
function oneInserted(short: string, long: string): boolean {
  if (long.length !== short.length + 1) return false;
  for (let index = 0; index < long.length; index++) {
    if (long.slice(0, index) + long.slice(index + 1) === short) return true;
  }
  return false;
}

/** As long as `known` and made of its characters (a swap, a letter doubled in place of another). */
function looksLike(typed: string, known: string): boolean {
  return typed.length === known.length && [...typed].every((char) => known.includes(char));
}

const nearMiss = (typed: string, known: string) =>
  looksLike(typed, known) || oneInserted(typed, known) || oneInserted(known, typed);

/** The rule: a near miss of an option key is an error; names of an API's own pass. */
function isOptionTypo(name: string): boolean {
  if (OPTION_KEYS.includes(name)) return false;
  return OPTION_KEYS.some(
    (key) =>
      normalized(key) === normalized(name) ||
      (LONG_KEYS.has(key) && nearMiss(normalized(name), normalized(key))),
  );
}

/** The rule: one edit from a well-known header name (in any case) is an error. */
function isHeaderTypo(name: string): boolean {
  const lower = name.toLowerCase();
  return !KNOWN_HEADERS.includes(lower) && KNOWN_HEADERS.some((known) => nearMiss(lower, known));
}

/** One-edit variants of a name: a character left out, two neighbours swapped. */
function oneEdits(name: string): string[] {
  const variants = new Set<string>();
  for (let index = 0; index < name.length; index++) {
    variants.add(name.slice(0, index) + name.slice(index + 1));
    if (index + 1 < name.length) {
      variants.add(name.slice(0, index) + name[index + 1] + name[index] + name.slice(index + 2));
    }
  }
  variants.delete(name);
  return [...variants].filter((variant) => /^[A-Za-z][\w-]*$/.test(variant));
}

const optionNames = [
  ...OPTION_KEYS.flatMap((key) => [
    key.toLowerCase(),
    key.toUpperCase(),
    key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`),
    ...oneEdits(key),
    `${key}s`,
  ]),
  ...["date", "datas", "methods", "urls", "uri", "heads", "header_name", "requester", "base"],
].filter((name, index, all) => all.indexOf(name) === index && !OPTION_KEYS.includes(name));

const headerNames = [
  ...KNOWN_HEADERS.flatMap((name) => [name.toUpperCase(), ...oneEdits(name)]),
  ...["if-range", "content-md5", "x-request-id", "x-github-event", "accept-ranges", "prefer"],
].filter((name, index, all) => all.indexOf(name) === index);

const header = `import { endpoint } from "../../src/index.js";\nconst route: string = "GET /x";\n`;
const snippets: Record<string, string> = {};
for (const [index, name] of optionNames.entries()) {
  snippets[`option${index}`] = `endpoint(route, { ${JSON.stringify(name)}: "x" });\n`;
}
for (const [index, name] of headerNames.entries()) {
  snippets[`header${index}`] = `endpoint(route, { headers: { ${JSON.stringify(name)}: "x" } });\n`;
}

let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 180_000);

/**
 * Holds the compiler to the rule: a snippet `${prefix}${index}` of each name is an error exactly
 * when `isTypo` says so, and its first message is `${message}: ${name}`.
 */
function expectRejectedExactlyTypos(
  names: readonly string[],
  prefix: string,
  isTypo: (name: string) => boolean,
  message: string,
): void {
  const verdicts = names.map((name, index) => {
    const messages = messagesByName.get(`${prefix}${index}`) ?? [];
    return { name, rejected: messages.length > 0, typo: isTypo(name), messages };
  });
  expect(verdicts.filter((verdict) => verdict.rejected !== verdict.typo)).toEqual([]);
  for (const verdict of verdicts.filter((each) => each.typo)) {
    expect(verdict.messages[0], verdict.name).toContain(`${message}: ${verdict.name}`);
  }
}

describe("near misses of option keys", () => {
  it("generates typos and names of an API's own alike", () => {
    expect(optionNames.filter(isOptionTypo).length).toBeGreaterThan(30);
    expect(optionNames.filter((name) => !isOptionTypo(name)).length).toBeGreaterThan(10);
  });

  it("are compile errors exactly where the rule says so", () => {
    expectRejectedExactlyTypos(optionNames, "option", isOptionTypo, "unknown option");
  });

  it("go to the query string at run time, where the types refuse them", () => {
    for (const name of optionNames.filter(isOptionTypo).filter((each) => /^\w+$/.test(each))) {
      const request = endpoint("GET /x", { [name]: "x" });
      expect(request.url, name).toBe(`https://api.github.com/x?${name}=x`);
    }
  });
});

describe("misspelt well-known header names", () => {
  it("generates typos and other names alike", () => {
    expect(headerNames.filter(isHeaderTypo).length).toBeGreaterThan(100);
    expect(headerNames.filter((name) => !isHeaderTypo(name)).length).toBeGreaterThan(10);
  });

  it("are compile errors exactly where the rule says so", () => {
    expectRejectedExactlyTypos(headerNames, "header", isHeaderTypo, "misspelt header");
  });

  it("are sent as written at run time, where the types refuse them", () => {
    for (const name of headerNames.filter(isHeaderTypo)) {
      const request = endpoint("GET /x", { headers: { [name]: "x" } });
      expect(request.headers[name.toLowerCase()], name).toBe("x");
    }
  });
});
