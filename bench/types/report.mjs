/**
 * The report of `npm run bench:types`: targets, and Markdown tables printed and written into
 * docs/typed-routes.md between markers.
 */
import { CORE_COUNT, mistakes } from "./mistakes.mjs";

const table = (header, rows) => {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
};
const count = (value) => value.toLocaleString("en-US");
const seconds = (value) => `${value.toFixed(2)} s`;
const megabytes = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const ratio = (value) => `${value.toFixed(2)}×`;
const marks = { caught: "✓", unnamed: "rejected, not named", missed: "✗", "n/a": "n/a" };

/** How many mistakes of `range` a tool catches, and how many apply to it. */
export function caughtCount(outcomes, range = [0, CORE_COUNT]) {
  const slice = outcomes.slice(...range);
  return {
    caught: slice.filter((outcome) => outcome.verdict === "caught").length,
    applicable: slice.filter((outcome) => outcome.verdict !== "n/a").length,
  };
}

/**
 * The targets, each `{ label, value, limit, pass }` with text values.
 *
 * @param {Record<string, import("./run-mistakes.mjs").Outcome[]>} mistakeResults
 * @param {Record<string, Record<string, object>>} costs  by workload label, then tool id
 */
export function targets(mistakeResults, costs) {
  const list = [];
  for (const [id, label, limit] of [
    ["restbuild", "default mode catches", 11],
    ["restbuild-strict", "strict mode catches", 15],
  ]) {
    const { caught } = caughtCount(mistakeResults[id]);
    list.push({
      label: `${label} (of the first ${CORE_COUNT} mistakes)`,
      value: String(caught),
      limit: `≥ ${limit}`,
      pass: caught >= limit,
    });
  }
  for (const [workload, figures] of Object.entries(costs)) {
    const builder = figures["restbuild-builder"];
    const calls = Number(/\d+/.exec(workload)?.[0]);
    list.push(
      {
        label: `restbuild builder, ${workload}: instantiations per chain`,
        value: count(Math.round(builder.instantiations / calls)),
        limit: "≤ 150",
        pass: builder.instantiations / calls <= 150,
      },
      {
        label: `restbuild builder, ${workload}: instantiations / octokit.request's`,
        value: ratio(builder.instantiations / figures["octokit-request"].instantiations),
        limit: "≤ 0.50×",
        pass: builder.instantiations / figures["octokit-request"].instantiations <= 0.5,
      },
    );
    const call = figures.restbuild;
    list.push({
      label: `restbuild, ${workload}: instantiations per call`,
      value: count(Math.round(call.instantiations / calls)),
      limit: "≤ 100",
      pass: call.instantiations / calls <= 100,
    });
    // The response types of the sub-path: at most what octokit.request's result types cost.
    const responses = figures["restbuild-responses"];
    if (responses !== undefined) {
      const request = figures["octokit-request"];
      list.push(
        {
          label: `restbuild with responses, ${workload}: instantiations / octokit.request's`,
          value: ratio(responses.instantiations / request.instantiations),
          limit: "≤ 1.00×",
          pass: responses.instantiations <= request.instantiations,
        },
        {
          label: `restbuild with responses, ${workload}: memory / octokit.request's`,
          value: ratio(responses.memoryKb / request.memoryKb),
          limit: "≤ 1.00×",
          pass: responses.memoryKb <= request.memoryKb,
        },
      );
    }
    for (const id of ["restbuild", "restbuild-strict"]) {
      const ours = figures[id];
      const request = figures["octokit-request"];
      const endpoint = figures["octokit-endpoint"];
      const name = id === "restbuild" ? "restbuild" : "restbuild strict";
      const versus = (key) => ours[key] / request[key];
      list.push(
        {
          label: `${name}, ${workload}: instantiations / octokit.request's`,
          value: ratio(versus("instantiations")),
          limit: "≤ 0.50×",
          pass: versus("instantiations") <= 0.5,
        },
        {
          label: `${name}, ${workload}: check time / octokit.request's`,
          value: ratio(versus("checkSeconds")),
          limit: "≤ 0.50×",
          pass: versus("checkSeconds") <= 0.5,
        },
        {
          label: `${name}, ${workload}: memory / @octokit/endpoint's`,
          value: ratio(ours.memoryKb / endpoint.memoryKb),
          limit: "≤ 1.00×",
          pass: ours.memoryKb <= endpoint.memoryKb,
        },
      );
    }
  }
  return list;
}

export function targetsTable(list) {
  return table(
    ["target", "measured", "limit", "result"],
    list.map((target) => [
      target.label,
      target.value,
      target.limit,
      target.pass ? "pass" : "**FAIL**",
    ]),
  );
}

/**
 * The line of a message that names the problem, as Markdown code: cut to `length` characters
 * around the place it is named.
 */
function excerpt({ message, named = 0 }, length = 150) {
  const lineStart = message.lastIndexOf("\n", named) + 1;
  const lineEnd = message.indexOf("\n", named);
  const line = message.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const at = named - lineStart;
  const from =
    line.length <= length || at < length / 3 ? 0 : Math.min(at - 40, line.length - length);
  let cut = line.slice(from, from + length);
  if (from > 0) cut = `…${cut}`;
  if (from + length < line.length) cut = `${cut}…`;
  return `\`${cut.replaceAll("`", "'").replaceAll("|", "\\|")}\``;
}

export function mistakesTable(tools, results) {
  const rows = mistakes.map((mistake, index) => [
    `${index + 1}. ${mistake.name}${mistake.added ? " (added)" : ""}`,
    ...tools.map((tool) => marks[results[tool.id][index].verdict]),
  ]);
  const totals = (range, title) => [
    title,
    ...tools.map((tool) => {
      const { caught, applicable } = caughtCount(results[tool.id], range);
      return `**${caught} of ${applicable}**`;
    }),
  ];
  rows.push(totals([0, CORE_COUNT], `caught, first ${CORE_COUNT}`));
  rows.push(totals([0, mistakes.length], `caught, all ${mistakes.length}`));
  return table(["mistake", ...tools.map((tool) => tool.label)], rows);
}

/**
 * Each mistake with restbuild's message (strict mode's when only strict catches it), the name
 * the error is underlined on first when there is one.
 */
export function messagesTable(results) {
  const rows = mistakes.map((mistake, index) => {
    const plain = results.restbuild[index];
    const strict = results["restbuild-strict"][index];
    const shown = plain.verdict === "caught" ? plain : strict;
    const mode = plain.verdict === "caught" ? "both" : strict.verdict === "caught" ? "strict" : "—";
    return [
      `${index + 1}. ${mistake.name}`,
      mode,
      shown.verdict === "caught" ? excerpt(shown) : "(compiles)",
    ];
  });
  return table(
    ["mistake", "caught in", "the compiler's message, where it names the problem"],
    rows,
  );
}

export function costTable(tools, costs, reference = "octokit-request") {
  const rows = [];
  for (const [workload, figures] of Object.entries(costs)) {
    for (const tool of tools) {
      const own = figures[tool.id];
      const base = figures[reference];
      rows.push([
        workload,
        tool.label,
        count(own.instantiations),
        ratio(own.instantiations / base.instantiations),
        seconds(own.checkSeconds),
        ratio(own.checkSeconds / base.checkSeconds),
        megabytes(own.memoryKb),
        count(own.types),
      ]);
    }
  }
  return table(
    [
      "workload",
      "tool",
      "instantiations",
      "vs octokit.request",
      "check time",
      "vs octokit.request",
      "memory",
      "types",
    ],
    rows,
  );
}

const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;

/** A tool's held-out figures: mistakes caught of those that apply, correct calls rejected. */
export function heldOutCounts(result) {
  const applicable = result.mistakes.filter((outcome) => outcome.verdict !== "n/a");
  const calls = result.correct.filter((outcome) => outcome.verdict !== "n/a");
  return {
    caught: applicable.filter((outcome) => outcome.verdict === "caught").length,
    mistakes: applicable.length,
    rejected: calls.filter((outcome) => outcome.verdict === "rejected").length,
    calls: calls.length,
  };
}

/** The held-out summary, one row per tool and mode, then what each missed or rejected. */
export function heldOutTable(tools, results, mistakes, correct) {
  const summary = table(
    ["tool", "mistakes caught", "correct calls rejected"],
    tools.map((tool) => {
      const { caught, mistakes: total, rejected, calls } = heldOutCounts(results[tool.id]);
      return [
        tool.label,
        `${caught} / ${total} (${percent(caught, total)})`,
        `${rejected} / ${calls}`,
      ];
    }),
  );
  const rows = [];
  for (const tool of tools) {
    const { mistakes: outcomes, correct: calls } = results[tool.id];
    outcomes.forEach((outcome, index) => {
      if (outcome.verdict === "missed" || outcome.verdict === "unnamed")
        rows.push([tool.label, `missed: ${mistakes[index].name}`, outcome.verdict]);
    });
    calls.forEach((outcome, index) => {
      if (outcome.verdict === "rejected")
        rows.push([tool.label, `rejected: ${correct[index].name}`, excerpt(outcome)]);
    });
  }
  const detail =
    rows.length === 0 ? "" : `\n\n${table(["tool", "case", "verdict or message"], rows)}`;
  return `${summary}${detail}`;
}

/** The held-out targets: restbuild's share caught, and no correct call rejected, per mode. */
export function heldOutTargets(results) {
  return [
    ["restbuild", "default mode", 0.9],
    ["restbuild-strict", "strict mode", 0.97],
  ].flatMap(([id, mode, share]) => {
    const { caught, mistakes, rejected } = heldOutCounts(results[id]);
    return [
      {
        label: `held-out set, ${mode}: mistakes caught`,
        value: percent(caught, mistakes),
        limit: `≥ ${share * 100} %`,
        pass: caught >= share * mistakes,
      },
      {
        label: `held-out set, ${mode}: correct calls rejected`,
        value: String(rejected),
        limit: "0",
        pass: rejected === 0,
      },
    ];
  });
}
