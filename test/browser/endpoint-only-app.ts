// An application that imports only `endpoint`: what a bundler keeps of restbuild for it is the
// second figure `npm run size` measures (test/browser/tsup.config.ts bundles it).
import { endpoint } from "@restbuild/endpoint";

export const request = endpoint("GET /repos/{owner}/{repo}", {
  owner: "octocat",
  repo: "Hello-World",
});
