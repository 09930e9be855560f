/**
 * Chains of builder steps and cascades of `endpoint.defaults()`, each run for a number of
 * steps then built once: a step must cost what it adds (C10). Shared by
 * test/reliability/linear-time.test.ts (against src) and bench/chains.mjs (against dist, beside
 * @octokit/endpoint's cascade).
 *
 * @param {{ endpoint: any, RequestBuilder: { create(): any } }} api
 * @returns {Array<[name: string, run: (steps: number) => unknown]>}
 */
export function chainCases({ endpoint, RequestBuilder }) {
  const issues = RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues");
  const chainOf = (steps, step) => {
    let builder = issues.params({ owner: "o", repo: "r" });
    for (let at = 0; at < steps; at++) builder = step(builder, at);
    return builder.build();
  };
  return [
    ["builder .param() steps", (steps) => chainOf(steps, (b, at) => b.param(`p${at}`, at))],
    ["builder .header() steps", (steps) => chainOf(steps, (b, at) => b.header(`x-${at}`, "v"))],
    ["builder .preview() steps", (steps) => chainOf(steps, (b, at) => b.preview(`p${at}`))],
    [
      "builder .params() of one key each",
      (steps) => chainOf(steps, (b, at) => b.params({ [`p${at}`]: at })),
    ],
    [
      "builder .merge() of a preview each",
      (steps) => chainOf(steps, (b, at) => b.merge({ mediaType: { previews: [`p${at}`] } })),
    ],
    ["endpoint.defaults() levels of a preview each", (steps) => cascade(endpoint, steps)],
  ];
}

/** `levels` levels of `api.defaults()`, each adding a preview, then one call. */
export function cascade(api, levels) {
  let current = api;
  for (let at = 0; at < levels; at++) {
    current = current.defaults({ mediaType: { previews: [`p${at}`] } });
  }
  return current("GET /x");
}
