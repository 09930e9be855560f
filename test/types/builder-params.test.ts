import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";

// `.params()` binds what `.param()` binds, name by name: a value that may be `undefined` binds
// nothing (it may remove the parameter at run time), so `build()` still asks for a placeholder
// or a required body field given that way. Each case is written both ways.

const header = `import { RequestBuilder } from "../../src/index.js";
declare const maybe: string | undefined;
declare const sure: string;
declare const anything: any;
const members = RequestBuilder.create().route("GET /orgs/{org}/members");
const issue = RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues");
const other = RequestBuilder.create().route("GET /not/in/the/catalogue/{org}");
`;

const cases = {
  placeholderMaybe: {
    param: `members.param("org", maybe).build();`,
    params: `members.params({ org: maybe }).build();`,
    expected: "missing route parameter: org",
  },
  placeholderEnv: {
    param: `members.param("org", process.env.GITHUB_ORG).build();`,
    params: `members.params({ org: process.env.GITHUB_ORG }).build();`,
    expected: "missing route parameter: org",
  },
  bodyFieldMaybe: {
    param: `issue.param("owner", sure).param("repo", sure).param("title", maybe).build();`,
    params: `issue.params({ owner: sure, repo: sure, title: maybe }).build();`,
    expected: "missing parameter: title",
  },
  literalRouteMaybe: {
    param: `other.param("org", maybe).build();`,
    params: `other.params({ org: maybe }).build();`,
    expected: "missing route parameter: org",
  },
  placeholderSure: {
    param: `members.param("org", sure).build();`,
    params: `members.params({ org: sure }).build();`,
    expected: undefined,
  },
  placeholderAny: {
    param: `members.param("org", anything).build();`,
    params: `members.params({ org: anything }).build();`,
    expected: undefined,
  },
  laterStepGivesIt: {
    param: `members.param("org", maybe).param("org", sure).build();`,
    params: `members.params({ org: maybe }).params({ org: sure }).build();`,
    expected: undefined,
  },
  optionalQueryMaybe: {
    param: `members.param("org", sure).param("role", undefined as "all" | undefined).build();`,
    params: `members.params({ org: sure, role: undefined as "all" | undefined }).build();`,
    expected: undefined,
  },
} as const;

type Step = "param" | "params";
const snippets: Record<string, string> = {};
for (const [name, { param, params }] of Object.entries(cases)) {
  snippets[`${name}_param`] = `{ ${param} }\n`;
  snippets[`${name}_params`] = `{ ${params} }\n`;
}

let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 120_000);

describe.each<Step>(["param", "params"])("what .%s() binds", (step) => {
  it.each(Object.keys(cases) as (keyof typeof cases)[])("%s", (name) => {
    const messages = messagesByName.get(`${name}_${step}`) ?? [];
    const expected = cases[name].expected;
    if (expected === undefined) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(expected);
    }
  });
});
