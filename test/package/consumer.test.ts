import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./build-artifacts.js";

const execFileAsync = promisify(execFile);

const packageJson = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8")) as {
  name: string;
  version: string;
};
/** The compiler of the repository, and the oldest one the types support (package.json's peer range). */
const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");
const OLDEST_TSC = join(ROOT, "node_modules", "typescript-5.4", "bin", "tsc");

// Written from the default headers (C1) and the result's shape (C12), not copied from output.
const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = `restbuild-endpoint.js/${packageJson.version}`;
const EXPECTED_RESULTS = {
  VERSION: packageJson.version,
  fromEndpoint: {
    method: "get",
    url: "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
    headers: { accept: ACCEPT, "user-agent": USER_AGENT },
  },
  endpointHasBody: false,
  fromBuilder: {
    method: "post",
    url: "https://api.github.com/repos/octocat/Hello-World/issues",
    headers: {
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "content-type": "application/json; charset=utf-8",
    },
    body: { title: "Found a bug" },
  },
  error: { restbuild: true, name: "RestbuildError" },
};

/** The same calls in ESM and CJS; only the import line differs. */
function consumerScript(importLine: string, resolved: string): string {
  return `${importLine}
const fromEndpoint = endpoint("GET /repos/{owner}/{repo}/issues", {
  owner: "octocat",
  repo: "Hello-World",
  state: "open",
});
const fromBuilder = RequestBuilder.create()
  .route("POST /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World", title: "Found a bug" })
  .build();
let error;
try {
  endpoint({ method: "GET" });
} catch (caught) {
  error = { restbuild: isRestbuildError(caught), name: caught.name };
}
console.log(JSON.stringify({
  resolved: ${resolved},
  VERSION,
  fromEndpoint,
  endpointHasBody: "body" in fromEndpoint,
  fromBuilder,
  error,
}));
`;
}

// Type-checked only. Each @ts-expect-error fails the check when the types are missing or `any`.
const TYPED_CONSUMER = `import { endpoint, RequestBuilder, type RequestOptions } from "@restbuild/endpoint";

const options: RequestOptions = endpoint("GET /repos/{owner}/{repo}/issues", {
  owner: "octocat",
  repo: "Hello-World",
});
const method: string = options.method;
const url: string = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}")
  .params({ owner: "octocat", repo: "Hello-World" })
  .build().url;

// @ts-expect-error the route literal needs "repo" too
endpoint("GET /repos/{owner}/{repo}", { owner: "octocat" });
// @ts-expect-error "own" is not a placeholder of this route
RequestBuilder.create().route("GET /repos/{owner}/{repo}").param("own", "octocat");
// @ts-expect-error a method is a string
RequestBuilder.create().method(42);

// A declaration file can name a result's type, the route it carries included.
export const user = endpoint("GET /user");
export const created = RequestBuilder.create().route("POST /user/repos").param("name", "x").build();
export { method, url };
`;

// Type-checked only, with the optional peer @octokit/openapi-types taken from this repository
// (\`paths\` below): the consumer installs the package alone.
const RESPONSES_CONSUMER = `import { endpoint, RequestBuilder } from "@restbuild/endpoint";
import type { ResponseFor, ResponseOf } from "@restbuild/endpoint/responses";

const options = endpoint("GET /repos/{owner}/{repo}", { owner: "octocat", repo: "Hello-World" });
declare const repository: ResponseOf<typeof options>;
const fullName: string = repository.full_name;
const issues = RequestBuilder.create()
  .route("GET /repos/{owner}/{repo}/issues")
  .params({ owner: "octocat", repo: "Hello-World" })
  .build();
declare const listed: ResponseOf<typeof issues>;
const title: string | undefined = listed[0]?.title;
const starred: ResponseFor<"PUT /user/starred/{owner}/{repo}"> = undefined;

// @ts-expect-error a repository has no such field
repository.fullname;
// @ts-expect-error a list, not one issue
listed.title;

export { fullName, options, starred, title };
`;
const PEER_PATHS = {
  paths: {
    "@octokit/openapi-types": [
      join(ROOT, "node_modules", "@octokit", "openapi-types", "types.d.ts"),
    ],
  },
};

// `declaration` on: the exported results must have types a declaration file can name.
const STRICT = { strict: true, noEmit: true, skipLibCheck: false, declaration: true };
// The types refer to fetch's Request and RequestInit (the adapters), so a consumer needs the DOM
// library or Node's types: a Node project has @types/node (taken from this repository), a
// browser project has the DOM library.
const NODE_TYPES = {
  lib: ["ES2022"],
  types: ["node"],
  typeRoots: [join(ROOT, "node_modules", "@types")],
};
const DOM_TYPES = { lib: ["ES2022", "DOM"], types: [] };
const TYPESCRIPT_SETUPS = [
  {
    name: "node16",
    options: { ...NODE_TYPES, module: "node16", moduleResolution: "node16" },
    files: ["mts", "cts"],
  },
  {
    name: "nodenext",
    options: { ...NODE_TYPES, module: "nodenext", moduleResolution: "nodenext" },
    files: ["mts", "cts"],
  },
  {
    name: "bundler",
    options: { ...DOM_TYPES, module: "esnext", moduleResolution: "bundler" },
    files: ["ts"],
  },
  // node10 is deprecated in TypeScript 6 but still what old setups use; it reads `types`.
  {
    name: "node10",
    options: {
      ...NODE_TYPES,
      module: "commonjs",
      moduleResolution: "node10",
      ignoreDeprecations: "6.0",
    },
    files: ["ts"],
  },
  // The oldest TypeScript package.json accepts: the types use NoInfer, which came in 5.4.
  {
    name: "node16-ts5.4",
    tsc: OLDEST_TSC,
    // TypeScript 5 targets ES5 unless told; the declarations use #private fields (ES2015).
    options: { ...NODE_TYPES, module: "node16", moduleResolution: "node16", target: "ES2022" },
    files: ["mts", "cts"],
  },
  {
    name: "bundler-ts5.4",
    tsc: OLDEST_TSC,
    options: { ...DOM_TYPES, module: "esnext", moduleResolution: "bundler", target: "ES2022" },
    files: ["ts"],
  },
] as const;

/** Without the variables of the `npm run` around this test, npm works on the consumer. */
function consumerEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/.test(key)) delete env[key];
  }
  return env;
}

let workDir: string;
let consumerDir: string;
let packedFiles: string[];

async function run(command: string, args: readonly string[], cwd = consumerDir) {
  return execFileAsync(command, args, { cwd, env: consumerEnvironment(), encoding: "utf8" });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "restbuild-package-"));
  consumerDir = join(workDir, "consumer");
  await mkdir(consumerDir);

  // dist is fresh (global setup), so packing skips the `prepack` build.
  const packed = await run(
    "npm",
    ["pack", "--ignore-scripts", "--json", "--pack-destination", workDir],
    ROOT,
  );
  const [manifest] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  packedFiles = manifest.files.map((file) => file.path).sort();

  await writeFile(
    join(consumerDir, "package.json"),
    JSON.stringify({
      name: "restbuild-consumer",
      version: "0.0.0",
      private: true,
      type: "commonjs",
    }),
  );
  // The package has no dependencies: nothing is fetched from the registry.
  await run("npm", [
    "install",
    join(workDir, manifest.filename),
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--ignore-scripts",
  ]);

  await writeFile(
    join(consumerDir, "esm.mjs"),
    consumerScript(
      `import { endpoint, isRestbuildError, RequestBuilder, VERSION } from "${packageJson.name}";`,
      `import.meta.resolve("${packageJson.name}")`,
    ),
  );
  await writeFile(
    join(consumerDir, "cjs.cjs"),
    consumerScript(
      `const { endpoint, isRestbuildError, RequestBuilder, VERSION } = require("${packageJson.name}");`,
      `require.resolve("${packageJson.name}")`,
    ),
  );
  await writeFile(
    join(consumerDir, "responses.mjs"),
    `console.log(JSON.stringify({ resolved: import.meta.resolve("${packageJson.name}/responses"), keys: Object.keys(await import("${packageJson.name}/responses")) }));\n`,
  );
  await writeFile(
    join(consumerDir, "responses.cjs"),
    `console.log(JSON.stringify({ resolved: require.resolve("${packageJson.name}/responses"), keys: Object.keys(require("${packageJson.name}/responses")) }));\n`,
  );
  for (const extension of ["ts", "mts", "cts"]) {
    await writeFile(join(consumerDir, `typed.${extension}`), TYPED_CONSUMER);
    await writeFile(join(consumerDir, `typed-responses.${extension}`), RESPONSES_CONSUMER);
  }
  for (const setup of TYPESCRIPT_SETUPS) {
    const tsconfig = {
      compilerOptions: { ...STRICT, ...setup.options },
      files: setup.files.map((extension) => `typed.${extension}`),
    };
    await writeFile(join(consumerDir, `tsconfig.${setup.name}.json`), JSON.stringify(tsconfig));
    const responses = {
      compilerOptions: { ...STRICT, ...setup.options, ...PEER_PATHS },
      files: setup.files.map((extension) => `typed-responses.${extension}`),
    };
    await writeFile(
      join(consumerDir, `tsconfig.${setup.name}.responses.json`),
      JSON.stringify(responses),
    );
  }
  // The main entry's consumer where the peer could be found: the compiler must not load it.
  await writeFile(
    join(consumerDir, "tsconfig.peer-present.json"),
    JSON.stringify({
      compilerOptions: { ...STRICT, ...TYPESCRIPT_SETUPS[2].options, ...PEER_PATHS },
      files: ["typed.ts"],
    }),
  );
});

afterAll(async () => {
  if (workDir !== undefined) await rm(workDir, { recursive: true, force: true });
});

describe("the packed tarball", () => {
  it("ships the built entry points, the licence, the readme and the changelog, and no sources or tests", () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        "CHANGELOG.md",
        "LICENSE",
        "README.md",
        "dist/cli.js",
        "dist/index.cjs",
        "dist/index.d.cts",
        "dist/index.d.ts",
        "dist/index.js",
        "dist/index.production.cjs",
        "dist/index.production.js",
        "dist/responses.cjs",
        "dist/responses.d.cts",
        "dist/responses.d.ts",
        "dist/responses.js",
        "package.json",
      ]),
    );
    expect(
      packedFiles.filter(
        (path) => !/^dist\/|^(CHANGELOG\.md|LICENSE|README\.md|package\.json)$/.test(path),
      ),
    ).toEqual([]);
  });

  it("has no script that npm runs when the package is installed", async () => {
    // npm warns about install scripts (prepare included) of every installed package.
    const installed = JSON.parse(
      await readFile(join(consumerDir, "node_modules", packageJson.name, "package.json"), "utf8"),
    ) as { scripts?: Record<string, string> };
    const installTime = ["preinstall", "install", "postinstall", "prepare"];
    expect(
      Object.keys(installed.scripts ?? {}).filter((name) => installTime.includes(name)),
    ).toEqual([]);
  });

  it("states the oldest TypeScript its types support, the compiler the consumer checks below use", async () => {
    const installed = JSON.parse(
      await readFile(join(consumerDir, "node_modules", packageJson.name, "package.json"), "utf8"),
    ) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    const oldest = JSON.parse(
      await readFile(join(OLDEST_TSC, "..", "..", "package.json"), "utf8"),
    ) as { version: string };
    const [major, minor] = oldest.version.split(".");
    expect(installed.peerDependencies?.typescript).toBe(`>=${major}.${minor}`);
    // JavaScript users need no compiler: the peer is optional.
    expect(installed.peerDependenciesMeta?.typescript?.optional).toBe(true);
    const readme = await readFile(join(ROOT, "README.md"), "utf8");
    expect(readme).toContain(`TypeScript ${major}.${minor} or later`);
  });

  it("installs with nothing beside it: immer is bundled in, its licence shipped", async () => {
    const { stdout } = await run("npm", ["ls", "--all", "--parseable"]);
    const installed = stdout
      .trim()
      .split("\n")
      .slice(1)
      .map((path) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length))
      .sort();
    expect(installed).toEqual([packageJson.name]);
    expect(packedFiles).toContain("dist/LICENSE.immer");
  });
});

describe("a consumer of the installed package", () => {
  it("imports endpoint and RequestBuilder from an ES module and gets the ESM build", async () => {
    const { stdout } = await run("node", ["esm.mjs"]);
    const { resolved, ...results } = JSON.parse(stdout);
    expect(resolved).toMatch(/\/node_modules\/@restbuild\/endpoint\/dist\/index\.js$/);
    expect(results).toStrictEqual(EXPECTED_RESULTS);
  });

  it("requires endpoint and RequestBuilder from CommonJS and gets the CJS build", async () => {
    const { stdout } = await run("node", ["cjs.cjs"]);
    const { resolved, ...results } = JSON.parse(stdout);
    expect(resolved).toMatch(/\/node_modules\/@restbuild\/endpoint\/dist\/index\.cjs$/);
    expect(results).toStrictEqual(EXPECTED_RESULTS);
  });

  it.each([
    ["imports", "esm.mjs", /\/node_modules\/@restbuild\/endpoint\/dist\/index\.production\.js$/],
    ["requires", "cjs.cjs", /\/node_modules\/@restbuild\/endpoint\/dist\/index\.production\.cjs$/],
  ])(
    "%s the production build under the production condition, with the same results",
    async (_verb, script, build) => {
      const { stdout } = await run("node", ["--conditions=production", script]);
      const { resolved, ...results } = JSON.parse(stdout);
      expect(resolved).toMatch(build);
      expect(results).toStrictEqual(EXPECTED_RESULTS);
    },
  );

  it("requires the package where require() of ES modules is off, as on Node before 20.19", async () => {
    const { stdout, stderr } = await run("node", ["--no-experimental-require-module", "cjs.cjs"]);
    const { resolved, ...results } = JSON.parse(stdout);
    expect(resolved).toMatch(/\/dist\/index\.cjs$/);
    expect(results).toStrictEqual(EXPECTED_RESULTS);
    expect(stderr).not.toMatch(/ERR_REQUIRE_ESM/);
  });

  it("imports and requires the responses entry, an empty module, without its optional peer", async () => {
    expect(existsSync(join(consumerDir, "node_modules", "@octokit", "openapi-types"))).toBe(false);
    const imported = JSON.parse((await run("node", ["responses.mjs"])).stdout);
    expect(imported.resolved).toMatch(/\/node_modules\/@restbuild\/endpoint\/dist\/responses\.js$/);
    expect(imported.keys).toEqual([]);
    const required = JSON.parse((await run("node", ["responses.cjs"])).stdout);
    expect(required.resolved).toMatch(
      /\/node_modules\/@restbuild\/endpoint\/dist\/responses\.cjs$/,
    );
    expect(required.keys).toEqual([]);
  });

  it("loads no file of the optional peer for a program that imports only the main entry", async () => {
    const { stdout } = await run("node", [
      TSC,
      "-p",
      "tsconfig.peer-present.json",
      "--listFilesOnly",
    ]);
    expect(stdout).toMatch(/@restbuild\/endpoint\/dist\/index\.d\.ts/);
    expect(stdout).not.toMatch(/openapi-types/);
  });

  it("runs the restbuild command from node_modules/.bin", async () => {
    const { stdout } = await run(join(consumerDir, "node_modules", ".bin", "restbuild"), [
      "GET /repos/{owner}/{repo}/issues",
      "owner=octocat",
      "repo=Hello-World",
      "state=open",
    ]);
    expect(JSON.parse(stdout)).toStrictEqual(EXPECTED_RESULTS.fromEndpoint);
  });

  it.concurrent.each(
    TYPESCRIPT_SETUPS.map((setup) => [
      setup.name,
      setup.files.map((extension) => `typed.${extension}`).join(" and "),
      "tsc" in setup ? setup.tsc : TSC,
    ]),
  )(
    "type-checks with moduleResolution %s (%s), strict and without skipLibCheck",
    async (name, _, tsc) => {
      const result = await run("node", [tsc, "-p", `tsconfig.${name}.json`]).catch(
        (error: { stdout: string; stderr: string }) => error,
      );
      // tsc prints its diagnostics on stdout. Empty output means no error, and every expected
      // error did occur, so the package's types were found and are not \`any\`.
      expect(`${result.stdout}${result.stderr}`).toBe("");
    },
    // Six compilers read the 24,000-line declarations at once: on two busy cores one took over
    // a minute. The limit only stops a compiler that hangs.
    300_000,
  );

  it.concurrent.each(
    TYPESCRIPT_SETUPS.map((setup) => [
      setup.name,
      setup.files.map((extension) => `typed-responses.${extension}`).join(" and "),
      "tsc" in setup ? setup.tsc : TSC,
    ]),
  )(
    "type-checks the responses entry with its peer, moduleResolution %s (%s), strict and without skipLibCheck",
    async (name, _, tsc) => {
      const result = await run("node", [tsc, "-p", `tsconfig.${name}.responses.json`]).catch(
        (error: { stdout: string; stderr: string }) => error,
      );
      expect(`${result.stdout}${result.stderr}`).toBe("");
    },
    300_000,
  );
});
