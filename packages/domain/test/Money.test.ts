import { describe, expect, it } from "vitest";
import { fromMinorUnits, parseCurrency, toMinorUnits } from "../src";

describe("money in minor units", () => {
  const usd = parseCurrency("usd");
  it("converts API decimals exactly", () => {
    expect(toMinorUnits(12.5, usd)).toBe(1250);
    expect(fromMinorUnits(toMinorUnits(0.1, usd) + toMinorUnits(0.2, usd), usd)).toBe(0.3);
  });
  it("refuses more decimals than the currency allows", () => {
    expect(() => toMinorUnits(0.001, usd)).toThrow(/decimal/);
    expect(() => toMinorUnits(1.5, parseCurrency("JPY"))).toThrow(/decimal/);
    expect(toMinorUnits(1.234, parseCurrency("KWD"))).toBe(1234);
  });
});
