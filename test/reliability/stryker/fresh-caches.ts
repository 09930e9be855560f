import { beforeEach } from "vitest";
import { BoundedCache } from "../../../src/shared/bounded-cache.js";

// Every cache of the library is a BoundedCache: remember each one as it is first filled, and
// empty them all before each test, so that each test computes what it checks.
const caches = new Set<BoundedCache<unknown, unknown>>();
const set = BoundedCache.prototype.set;
BoundedCache.prototype.set = function rememberAndSet(
  this: BoundedCache<unknown, unknown>,
  ...args: Parameters<typeof set>
) {
  caches.add(this);
  set.apply(this, args);
};

beforeEach(() => {
  for (const cache of caches) cache.clear();
});
