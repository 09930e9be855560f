import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";
import {
  CACHEABLE_TEMPLATE_LENGTH,
  TEMPLATE_CACHE_LIMIT,
  templateCacheSize,
} from "../../src/template/template-cache.js";
import { heapAfterGc } from "../support/heap.js";

// Compiled templates, parsed routes and accept headers are cached, each cache bounded. A
// program that builds URLs dynamically (a new literal path per call) must not grow its heap
// with the number of calls. bench/adversarial.mjs runs the same workload for a million calls.

/** Call `index` of a workload where every URL, route and accept header is new. */
function dynamicCall(index: number): void {
  switch (index % 4) {
    case 0:
      endpoint(`GET /repos/octocat/repo-${index}/issues`, { state: "open" });
      break;
    case 1:
      endpoint({ method: "POST", url: `/orgs/:org/teams/team-${index}{?page}`, org: "o", page: 2 });
      break;
    case 2:
      RequestBuilder.create()
        .route(`PATCH /gists/{gist_id}/v${index}`)
        .param("gist_id", "g")
        .headers({ accept: `application/vnd.github.v${index}+json` })
        .format("raw")
        .build();
      break;
    default:
      endpoint(`GET /search/code/${index}`, {
        q: `q${index}`,
        mediaType: { previews: [`p${index}`] },
      });
  }
}

const MEGABYTE = 1024 * 1024;

describe("memory under distinct dynamic URLs", () => {
  it("stays bounded over 200,000 calls, each with a new URL", () => {
    for (let index = 0; index < 20_000; index++) dynamicCall(index);
    expect(templateCacheSize()).toBe(TEMPLATE_CACHE_LIMIT);
    const afterWarmUp = heapAfterGc();
    for (let index = 20_000; index < 100_000; index++) dynamicCall(index);
    const at100k = heapAfterGc();
    for (let index = 100_000; index < 200_000; index++) dynamicCall(index);
    const at200k = heapAfterGc();

    expect(templateCacheSize()).toBe(TEMPLATE_CACHE_LIMIT);
    // Linear growth would add about as much per 100,000 calls as the caches hold in total.
    expect(at100k - afterWarmUp).toBeLessThan(4 * MEGABYTE);
    expect(at200k - at100k).toBeLessThan(2 * MEGABYTE);
  }, 60_000);

  it("does not keep templates longer than the cacheable length", () => {
    const before = heapAfterGc();
    for (let index = 0; index < 2_000; index++) {
      endpoint({ url: `/long/${index}/${"x".repeat(CACHEABLE_TEMPLATE_LENGTH)}{?a}`, a: 1 });
    }
    // 2,000 templates of 2 KB would hold more than 8 MB (two bytes a character) if kept.
    expect(heapAfterGc() - before).toBeLessThan(2 * MEGABYTE);
  });
});
