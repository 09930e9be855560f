import { beforeAll, describe, expect, it } from "vitest";
import { compileSnippets, messageText } from "./support/compile-snippets.js";
import { mistakes } from "./support/mistakes.js";

// The mistake catalogue, each call compiled against `endpoint` and its strict form: a caught
// mistake is an error whose message names the problem; an uncaught one compiles.

const header = `import { endpoint, type StrictEndpointInterface } from "../../src/index.js";
const strict: StrictEndpointInterface = endpoint;
void strict;
`;
const modes = { default: "endpoint", strict: "strict" } as const;
type Mode = keyof typeof modes;

const snippets: Record<string, string> = {};
for (const [index, mistake] of mistakes.entries()) {
  for (const [mode, call] of Object.entries(modes)) {
    snippets[`mistake${index}_${mode}`] = `{ const call = ${call};\n${mistake.code}\n}\n`;
  }
}

let messagesByName: Map<string, string[]>;

beforeAll(() => {
  const diagnostics = compileSnippets(snippets, header);
  messagesByName = new Map([...diagnostics].map(([name, list]) => [name, list.map(messageText)]));
}, 120_000);

describe.each(Object.keys(modes) as Mode[])("the mistake catalogue, %s mode", (mode) => {
  it.each(mistakes.map((mistake, index) => [mistake.name, index] as const))("%s", (_, index) => {
    const mistake = mistakes[index];
    const messages = messagesByName.get(`mistake${index}_${mode}`) ?? [];
    const expected = mistake?.expected[mode];
    if (expected === undefined) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(expected);
    }
  });

  it("catches the recorded number of mistakes", () => {
    const caught = mistakes.filter((mistake) => mistake.expected[mode] !== undefined).length;
    expect(caught).toBe(19);
  });
});
