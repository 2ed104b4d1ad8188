import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoInstant } from "../src/routes/shared/isoInstant";

/** Every instant the service stores: years 0001-9999, plus the edges around them. */
const FIRST = Date.UTC(0, 0, 1) - 366 * 86_400_000; // inside year -1
const LAST = Date.UTC(10_000, 11, 31);

describe("isoInstant", () => {
  it("formats every instant exactly as Date#toISOString does", () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (ms) => {
        const instant = new Date(ms);
        expect(isoInstant(instant)).toBe(instant.toISOString());
      }),
      { numRuns: 20_000 },
    );
  });

  it("agrees at the edges of days, leap days, centuries and the four-digit years", () => {
    const edges = [
      0,
      -1,
      1,
      86_399_999,
      86_400_000,
      Date.UTC(2000, 1, 29, 23, 59, 59, 999),
      Date.UTC(1900, 1, 28),
      Date.UTC(2100, 2, 1),
      Date.UTC(1, 0, 1) - 1,
      Date.UTC(2024, 11, 31, 23, 59, 59, 999),
      Date.parse("0001-01-01T00:00:00.000Z"),
      Date.parse("9999-12-31T23:59:59.999Z"),
      Date.parse("+010000-01-01T00:00:00.000Z"),
      Date.parse("0000-01-01T00:00:00.000Z") - 1,
    ];
    for (const ms of edges) {
      for (const order of [ms, ms + 1, ms - 1]) {
        // alternate days so the kept day prefix is both reused and replaced
        expect(isoInstant(new Date(order))).toBe(new Date(order).toISOString());
      }
    }
  });

  it("throws the same RangeError as toISOString for an invalid date", () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
