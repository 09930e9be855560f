/**
 * Start-up cost: importing the package and making one call, timed inside a fresh Node process
 * (from before the import to after the call), for restbuild and @octokit/endpoint 11.0.5. The
 * two run alternately, so both see the same machine load, and the median of each is compared.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

const CONTENDERS = {
  restbuild: `${root}dist/index.js`,
  "@octokit/endpoint 11": "octokit-endpoint-11",
};

/** A script that imports `specifier`, makes one call and prints the milliseconds it took. */
function script(specifier) {
  return [
    "const start = performance.now();",
    `const { endpoint } = await import(${JSON.stringify(specifier)});`,
    'endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "Hello-World", per_page: 2 });',
    // Read the clock before touching `process.stdout`, which Node makes on first use (about 3 ms).
    "const elapsed = performance.now() - start;",
    "process.stdout.write(String(elapsed));",
  ].join("\n");
}

function timeOnce(specifier) {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script(specifier)], {
    cwd: root,
    encoding: "utf8",
  });
  return Number(output);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Runs `rounds` alternating pairs (after one warm-up pair that fills the file system cache) and
 * returns each contender's median in milliseconds and the ratio of restbuild to the reference.
 */
export function measureStartup(rounds = 40) {
  const samples = Object.fromEntries(Object.keys(CONTENDERS).map((name) => [name, []]));
  for (let round = -1; round < rounds; round++) {
    const order = Object.entries(CONTENDERS);
    if (round % 2 === 1) order.reverse();
    for (const [name, specifier] of order) {
      const time = timeOnce(specifier);
      if (round >= 0) samples[name].push(time);
    }
  }
  const ours = median(samples.restbuild);
  const reference = median(samples["@octokit/endpoint 11"]);
  return { rounds, ours, reference, ratio: ours / reference };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv[2] ?? 40);
  const result = measureStartup(rounds);
  console.log(
    `import + first call, median of ${rounds} fresh processes each: restbuild ${result.ours.toFixed(2)} ms, ` +
      `@octokit/endpoint 11 ${result.reference.toFixed(2)} ms, ratio ${result.ratio.toFixed(2)}×`,
  );
}
