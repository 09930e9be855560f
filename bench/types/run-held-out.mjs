/**
 * Runs the held-out set (held-out.mjs) for every tool whose mistakes are counted: each case a
 * small .ts file under test-artifacts/types-bench/held-out/<tool>/, each tool's files compiled
 * in one program. A mistake is judged as in the mistake catalogue; a correct call is accepted
 * when it compiles and a false rejection otherwise.
 */
import { diagnosticsOf, writeFile } from "./compile.mjs";
import { heldOutCorrect, heldOutMistakes, heldOutPrelude } from "./held-out.mjs";
import { judge } from "./run-mistakes.mjs";
import { mistakeTools, workDir } from "./tools.mjs";

/**
 * @typedef {{ verdict: "caught" | "unnamed" | "missed" | "n/a", message?: string }} MistakeOutcome
 * @typedef {{ verdict: "accepted" | "rejected" | "n/a", message?: string }} CorrectOutcome
 * @typedef {{ mistakes: MistakeOutcome[], correct: CorrectOutcome[] }} HeldOutResult
 */

/** @returns {Record<string, HeldOutResult>} by tool id */
export function runHeldOut() {
  const results = {};
  for (const tool of mistakeTools) {
    const files = new Map();
    const cases = [
      ...heldOutMistakes.map((item, index) => ({ item, key: `m${index}` })),
      ...heldOutCorrect.map((item, index) => ({ item, key: `c${index}` })),
    ];
    for (const { item, key } of cases) {
      const code = item[tool.style];
      if (code === null) continue;
      const path = `${workDir}held-out/${tool.id}/${key}.ts`;
      writeFile(path, `${tool.header(2)}${heldOutPrelude}// ${item.name}\n${code}\n`);
      files.set(key, path);
    }
    const diagnostics = diagnosticsOf([...files.values()]);
    const of = (key) => diagnostics.get(files.get(key)) ?? [];
    results[tool.id] = {
      mistakes: heldOutMistakes.map((mistake, index) =>
        files.has(`m${index}`)
          ? judge(mistake, mistake[tool.style], of(`m${index}`))
          : { verdict: "n/a", message: mistake.reason },
      ),
      correct: heldOutCorrect.map((correct, index) => {
        if (!files.has(`c${index}`)) return { verdict: "n/a", message: correct.reason };
        const [first] = of(`c${index}`);
        return first === undefined
          ? { verdict: "accepted" }
          : { verdict: "rejected", message: first.message };
      }),
    };
  }
  return results;
}
