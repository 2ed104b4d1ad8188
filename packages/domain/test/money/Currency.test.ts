import { describe, expect, it } from "vitest";
import { currencyExponent, isCurrency, parseCurrency } from "../../src";
import { failure } from "../mothers";

describe("parseCurrency", () => {
  it("accepts ISO 4217 codes in current use and normalises case and spaces", () => {
    expect(parseCurrency("USD")).toBe("USD");
    expect(parseCurrency("usd")).toBe("USD");
    expect(parseCurrency(" eur ")).toBe("EUR");
    expect(parseCurrency("Kwd")).toBe("KWD");
  });

  it("refuses unknown, withdrawn and non-string codes", async () => {
    for (const value of ["XYZ", "US", "USDD", "", "HRK", "XAU", 840, null, undefined]) {
      const error = await failure(() => parseCurrency(value));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe("currency");
    }
  });

  it("names the field it was given", async () => {
    expect((await failure(() => parseCurrency("???", "wallet.currency"))).details?.[0]?.path).toBe("wallet.currency");
  });
});

describe("currency exponents", () => {
  it("follow ISO 4217", () => {
    expect(currencyExponent(parseCurrency("USD"))).toBe(2);
    expect(currencyExponent(parseCurrency("JPY"))).toBe(0);
    expect(currencyExponent(parseCurrency("KRW"))).toBe(0);
    expect(currencyExponent(parseCurrency("KWD"))).toBe(3);
    expect(currencyExponent(parseCurrency("BHD"))).toBe(3);
    expect(currencyExponent(parseCurrency("CLF"))).toBe(4);
  });

  it("isCurrency only knows upper-case codes", () => {
    expect(isCurrency("GBP")).toBe(true);
    expect(isCurrency("gbp")).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
