import { describe, expect, it } from "vitest";
import {
  fromMinorUnits,
  MAX_AMOUNT_MINOR,
  maxAmount,
  parseCurrency,
  toMinorUnits,
  toPositiveMinorUnits,
} from "../../src";
import { failure } from "../mothers";

const USD = parseCurrency("USD");
const JPY = parseCurrency("JPY");
const KWD = parseCurrency("KWD");

describe("toMinorUnits", () => {
  it("uses each currency's exponent", () => {
    expect(toMinorUnits(12.5, USD)).toBe(1250);
    expect(toMinorUnits(12, JPY)).toBe(12);
    expect(toMinorUnits(1.234, KWD)).toBe(1234);
  });

  it("reads decimals exactly, so 0.1 + 0.2 is 0.3", () => {
    const sum = toMinorUnits(0.1, USD) + toMinorUnits(0.2, USD);
    expect(sum).toBe(30);
    expect(fromMinorUnits(sum, USD)).toBe(0.3);
    expect(toMinorUnits(1.15, USD)).toBe(115);
    expect(toMinorUnits(4.35, USD)).toBe(435);
  });

  it("refuses more decimals than the currency allows", async () => {
    for (const [value, currency] of [
      [0.001, USD],
      [1.5, JPY],
      [1.2345, KWD],
      [0.1 + 0.2, USD],
      [1e-7, USD],
    ] as const) {
      const error = await failure(() => toMinorUnits(value, currency));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toMatch(/decimal places/);
    }
  });

  it("keeps the sign and accepts zero", () => {
    expect(toMinorUnits(-3.25, USD)).toBe(-325);
    expect(toMinorUnits(0, USD)).toBe(0);
    expect(Object.is(toMinorUnits(-0, USD), 0)).toBe(true);
  });

  it("refuses non-numbers, NaN and infinities, naming the field", async () => {
    for (const value of ["12.5", null, undefined, {}, Number.NaN, Number.POSITIVE_INFINITY, -Infinity]) {
      const error = await failure(() => toMinorUnits(value, USD, "balance"));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details).toEqual([{ path: "balance", message: "Amount must be a finite number" }]);
    }
  });

  it("refuses amounts above the maximum, in either sign", async () => {
    expect(toMinorUnits(MAX_AMOUNT_MINOR / 100, USD)).toBe(MAX_AMOUNT_MINOR);
    for (const value of [(MAX_AMOUNT_MINOR + 1) / 100, -1e15, 1e21, Number.MAX_SAFE_INTEGER]) {
      expect((await failure(() => toMinorUnits(value, USD))).message).toBe("Amount is too large");
    }
    expect((await failure(() => toMinorUnits(MAX_AMOUNT_MINOR + 1, JPY))).message).toBe("Amount is too large");
  });
});

describe("maxAmount", () => {
  it("is MAX_AMOUNT_MINOR in each currency's major units, the largest amount toMinorUnits takes", () => {
    const CLF = parseCurrency("CLF");
    expect([JPY, USD, KWD, CLF].map(maxAmount)).toEqual([
      999_999_999_999, 9_999_999_999.99, 999_999_999.999, 99_999_999.9999,
    ]);
    for (const currency of [JPY, USD, KWD, CLF]) {
      expect(toMinorUnits(maxAmount(currency), currency)).toBe(MAX_AMOUNT_MINOR);
      expect(toMinorUnits(-maxAmount(currency), currency)).toBe(-MAX_AMOUNT_MINOR);
    }
  });
});

describe("toPositiveMinorUnits", () => {
  it("accepts the smallest unit", () => {
    expect(toPositiveMinorUnits(0.01, USD)).toBe(1);
    expect(toPositiveMinorUnits(1, JPY)).toBe(1);
  });

  it("refuses zero and negative amounts", async () => {
    for (const value of [0, -0, -5]) {
      const error = await failure(() => toPositiveMinorUnits(value, USD, "limit"));
      expect(error.details).toEqual([{ path: "limit", message: "Amount must be greater than 0" }]);
    }
  });
});

describe("fromMinorUnits", () => {
  it("answers major-unit decimals per exponent", () => {
    expect(fromMinorUnits(1250, USD)).toBe(12.5);
    expect(fromMinorUnits(-1, USD)).toBe(-0.01);
    expect(fromMinorUnits(1500, JPY)).toBe(1500);
    expect(fromMinorUnits(1234, KWD)).toBe(1.234);
  });

  it("round-trips every cent of a dollar", () => {
    for (let cents = 0; cents < 100; cents += 1) {
      expect(toMinorUnits(fromMinorUnits(cents, USD), USD)).toBe(cents);
    }
  });
});
