import { describe, expectTypeOf, it } from "vitest";
import type { OptionKey } from "../../src/core/options.js";
import type { OptionKey as CallOptionKey } from "../../src/core/route-problems.js";

// The type checks spell their option keys out, as a literal union costs the compiler less than
// a derived one on every checked call; this holds them to the one table in core/options.ts.
describe("the option keys of the type checks", () => {
  it("are the table's keys and data, the body as it is", () => {
    expectTypeOf<CallOptionKey>().toEqualTypeOf<OptionKey | "data">();
  });
});
