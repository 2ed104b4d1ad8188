import { describe, expect, it } from "vitest";
import { type Currency, currencyExponent } from "../../src/model/money/Currency";
import { fromMinorUnits } from "../../src/model/money/Money";
import { exactTotal, MAX_TOTAL_MINOR } from "../../src/model/money/totals";
import { isDomainError } from "../../src/shared/DomainError";

const codeOf = (work: () => unknown): unknown => {
  try {
    work();
    return "ok";
  } catch (error) {
    return isDomainError(error) ? error.code : error;
  }
};

/** The decimal text of `minor` minor units with `exponent` decimals, trailing zeros dropped. */
const decimal = (minor: bigint, exponent: number): string => {
  const digits = minor.toString().padStart(exponent + 1, "0");
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return exponent === 0 ? text : text.replace(/\.?0+$/, "");
};

describe("MAX_TOTAL_MINOR", () => {
  it.each(["JPY", "USD", "KWD", "CLF"] as Currency[])(
    "presents every amount up to it exactly in %s (checked at and below the limit)",
    (currency) => {
      const exponent = currencyExponent(currency);
      for (let k = 0n; k < 20_000n; k += 1n) {
        const minor = BigInt(MAX_TOTAL_MINOR) - k * 7_919n;
        expect(String(fromMinorUnits(Number(minor), currency))).toBe(decimal(minor, exponent));
      }
    },
  );

  it("is where 4-decimal amounts would start to print wrong", () => {
    // One step further (2^39 major units of CLF), the ulp exceeds 0.0001.
    const past = Array.from({ length: 100 }, (_, i) => 2 ** 39 * 10_000 + i);
    expect(past.filter((minor) => String(minor / 10_000) !== decimal(BigInt(minor), 4)).length).toBeGreaterThan(0);
  });

  it("answers SUM_OUT_OF_RANGE for a stored sum beyond it, whatever the driver handed over", () => {
    expect(exactTotal(MAX_TOTAL_MINOR)).toBe(MAX_TOTAL_MINOR);
    expect(exactTotal(String(-MAX_TOTAL_MINOR))).toBe(-MAX_TOTAL_MINOR);
    expect(exactTotal(null)).toBe(0);
    expect(codeOf(() => exactTotal(MAX_TOTAL_MINOR + 1))).toBe("SUM_OUT_OF_RANGE");
    expect(codeOf(() => exactTotal("9100999999990899"))).toBe("SUM_OUT_OF_RANGE");
    expect(codeOf(() => exactTotal(9100999999990899n))).toBe("SUM_OUT_OF_RANGE");
    expect(codeOf(() => exactTotal(2 ** 60))).toBe("SUM_OUT_OF_RANGE");
    expect(codeOf(() => fromMinorUnits(-(MAX_TOTAL_MINOR + 1), "USD" as Currency))).toBe("SUM_OUT_OF_RANGE");
  });
});
