/**
 * The tools `npm run bench:types` compares, each as its users write it: the import lines that
 * every snippet of the tool starts with. restbuild is imported by its package name, so the
 * compiler reads the published declarations in dist/ (build first), as a user's would.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
/** Where the bench writes its snippets and the generated GitHub `paths` (git-ignored). */
export const workDir = `${root}test-artifacts/types-bench/`;
const pathsFile = `${workDir}github-paths.d.ts`;
const openapiDocument = `${root}node_modules/@octokit/openapi/generated/api.github.com.json`;

/**
 * @typedef {object} Tool
 * @property {string} id            folder name and key in the results
 * @property {string} label         column title
 * @property {"restbuild" | "responses" | "builder" | "octokit" | "openapiFetch"} style  which code it runs
 * @property {(depth: number) => string} header  import lines, for a file `depth` folders below workDir
 */

const up = (depth) => "../".repeat(depth);

/** @type {readonly Tool[]} */
export const tools = [
  {
    id: "restbuild",
    label: "restbuild",
    style: "restbuild",
    header: () => 'import { endpoint } from "@restbuild/endpoint";\nconst call = endpoint;\n',
  },
  {
    id: "restbuild-strict",
    label: "restbuild strict",
    style: "restbuild",
    header: () =>
      'import { endpoint, type StrictEndpointInterface } from "@restbuild/endpoint";\n' +
      "const call: StrictEndpointInterface = endpoint;\n",
  },
  {
    // endpoint() with the response type of each call read from the optional peer through
    // @restbuild/endpoint/responses, as octokit.request's result type has it: what the sub-path
    // costs. The rows above never import it.
    id: "restbuild-responses",
    label: "restbuild with responses",
    style: "responses",
    header: () =>
      'import { endpoint } from "@restbuild/endpoint";\n' +
      'import type { ResponseOf } from "@restbuild/endpoint/responses";\n' +
      "const call = endpoint;\n" +
      "declare function read<Options>(options: Options): ResponseOf<Options>;\n",
  },
  {
    id: "restbuild-builder",
    label: "restbuild builder",
    style: "builder",
    header: () =>
      'import { RequestBuilder } from "@restbuild/endpoint";\nconst builder = RequestBuilder.create();\n',
  },
  {
    id: "octokit-request",
    label: "octokit.request (@octokit/types 18.0.0)",
    style: "octokit",
    header: () =>
      'import type { RequestInterface } from "@octokit/types";\n' +
      "declare const request: RequestInterface;\n",
  },
  {
    id: "octokit-endpoint",
    label: "@octokit/endpoint 11.0.5",
    style: "octokit",
    header: () => 'import { endpoint as request } from "octokit-endpoint-11";\n',
  },
  {
    id: "openapi-fetch",
    label: "openapi-fetch 0.17.0",
    style: "openapiFetch",
    header: (depth) =>
      'import createClient from "openapi-fetch";\n' +
      `import type { paths } from "${up(depth)}github-paths.js";\n` +
      "const client = createClient<paths>();\n",
  },
];

/**
 * The tools whose mistakes are counted: @octokit/endpoint types calls as octokit.request does,
 * the builder and endpoint() with responses are measured for their cost (the latter checks a
 * call as restbuild does).
 */
export const mistakeTools = tools.filter(
  (tool) => tool.id !== "octokit-endpoint" && !["builder", "responses"].includes(tool.style),
);

/**
 * Generates openapi-fetch's `paths` for GitHub with openapi-typescript 7.13.0, unless it is newer
 * than the OpenAPI document already. It takes a few seconds and is 6 MB, so it is made here
 * rather than committed.
 */
export function ensureGithubPaths() {
  mkdirSync(workDir, { recursive: true });
  if (existsSync(pathsFile) && statSync(pathsFile).mtimeMs > statSync(openapiDocument).mtimeMs)
    return;
  execFileSync(
    "npx",
    ["--no-install", "openapi-typescript", openapiDocument, "--output", pathsFile, "--silent"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** Fails early, with what to do, when dist/ is missing. */
export function ensureBuilt() {
  const declarations = `${root}dist/index.d.ts`;
  if (!existsSync(declarations)) throw new Error("dist/index.d.ts is missing: run npm run build");
}
