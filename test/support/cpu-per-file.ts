import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";

// A setup file of the unit project, for `npm run test:profile` (scripts/test-profile.mjs): when
// RESTBUILD_CPU_PROFILE names a file, the CPU seconds each test file takes, its own and those of
// the processes it starts, are appended to it as a JSON line. Linux only: it reads
// /proc/self/stat. Without the variable it does nothing.

/** User and system seconds of this process and of its children that have ended. */
function cpuSeconds(): { own: number; children: number } {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // Fields after the command name, which may hold spaces: utime, stime, cutime, cstime are the
  // 14th to 17th fields of proc(5), the 12th to 15th after the name.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = (index: number) => Number(fields[index]) / 100;
  return { own: ticks(11) + ticks(12), children: ticks(13) + ticks(14) };
}

const output = process.env.RESTBUILD_CPU_PROFILE;
let start = { own: 0, children: 0 };

beforeAll(() => {
  if (output !== undefined) start = cpuSeconds();
});

afterAll(() => {
  if (output === undefined) return;
  const end = cpuSeconds();
  const file = expect.getState().testPath ?? "unknown";
  const line = { file, own: end.own - start.own, children: end.children - start.children };
  appendFileSync(output, `${JSON.stringify(line)}\n`);
});
