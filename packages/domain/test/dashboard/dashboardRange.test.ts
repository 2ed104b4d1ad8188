import { describe, expect, it } from "vitest";
import { addMonthsUtc, splitRange, startOfMonthUtc, trendMonths } from "../../src/model/dashboard/dashboardRange";

const at = (iso: string) => new Date(iso);

describe("calendar months of years 1 to 99", () => {
  it("keeps the year as written (Date.UTC would make 0027 into 1927)", () => {
    expect(startOfMonthUtc(at("0027-10-23T04:47:31Z")).toISOString()).toBe("0027-10-01T00:00:00.000Z");
    expect(addMonthsUtc(at("0001-12-15T00:00:00Z"), 1).toISOString()).toBe("0002-01-01T00:00:00.000Z");
    expect(addMonthsUtc(at("0100-01-15T00:00:00Z"), -1).toISOString()).toBe("0099-12-01T00:00:00.000Z");
    expect(trendMonths(at("0002-01-01T00:00:00Z"), 12).months).toEqual(
      Array.from({ length: 12 }, (_, i) => `0001-${String(i + 1).padStart(2, "0")}`),
    );
  });

  it("splits a range of year 1 into its own whole months", () => {
    expect(splitRange({ from: at("0001-01-01T00:00:00Z"), to: at("0002-01-01T00:00:00Z") })).toEqual({
      months: { from: at("0001-01-01T00:00:00Z"), to: at("0002-01-01T00:00:00Z") },
      days: [],
      edges: [],
    });
  });
});
