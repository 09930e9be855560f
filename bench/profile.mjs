/**
 * Where the time goes: profiles one contender on one case (or the mix) with V8's CPU profiler
 * and prints the functions with the most self time.
 *
 *   npm run build && node bench/profile.mjs [endpoint()|prepared .build()|chain from create()] [a-g|mix] [seconds]
 *
 * Also writes the profile to bench/profile-<contender>-<case>.cpuprofile (git-ignored), which
 * Chrome DevTools and VS Code open.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";
import { caseContenders, cases, mixCases } from "./workload.mjs";

const [name = "endpoint()", caseId = "mix", seconds = "3"] = process.argv.slice(2);
const selected = caseId === "mix" ? mixCases : cases.filter((item) => item.id === caseId);
const target = caseContenders(selected).find((entry) => entry.name === name);
if (selected.length === 0 || target === undefined) {
  console.error(`unknown contender "${name}" or case "${caseId}"`);
  process.exit(1);
}

function run(milliseconds) {
  const end = Date.now() + milliseconds;
  let checksum = 0;
  let index = 0;
  while (Date.now() < end) {
    for (let k = 0; k < 1000; k++) {
      checksum += target.fn(target.inputs[index]).url.length;
      if (++index === target.inputs.length) index = 0;
    }
  }
  return checksum;
}

run(500); // warm-up, not profiled
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const checksum = run(Number(seconds) * 1000);
const { profile } = await session.post("Profiler.stop");
session.disconnect();

const slug = `${name}-${caseId}`.replace(/[^a-z0-9-]+/gi, "");
writeFileSync(
  fileURLToPath(new URL(`./profile-${slug}.cpuprofile`, import.meta.url)),
  JSON.stringify(profile),
);

// Self time per function: samples whose top frame is that function.
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
for (const id of profile.samples) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const file = url.replace(/^.*\/(node_modules|work\/main)\//, "");
  const key = `${functionName || "(anonymous)"}  ${file}:${lineNumber + 1}`;
  selfSamples.set(key, (selfSamples.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
console.log(`${name} on ${caseId}: ${total} samples (checksum ${checksum})`);
for (const [key, count] of [...selfSamples].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
}
