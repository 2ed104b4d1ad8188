import { describe, expect, it } from "vitest";
import {
  assertPositiveAmount,
  MAX_AMOUNT_MINOR,
  money,
  parseCurrency,
  parseMoney,
  parsePositiveMoney,
} from "../../src";
import { failure } from "../mothers";

const USD = parseCurrency("USD");
const JPY = parseCurrency("JPY");

describe("Money", () => {
  it("reads an API decimal into minor units of its currency", () => {
    expect(parseMoney(12.5, USD)).toEqual({ minor: 1250, currency: "USD" });
    expect(parseMoney(-3, JPY, "balance")).toEqual({ minor: -3, currency: "JPY" });
    expect(parsePositiveMoney(0.1, USD)).toEqual(money(10, USD));
  });

  it("refuses zero and negative amounts where only positive ones mean something, on the given path", async () => {
    for (const value of [0, -1]) {
      const error = await failure(() => parsePositiveMoney(value, USD, "limit"));
      expect(error.details).toEqual([{ path: "limit", message: "Amount must be greater than 0" }]);
    }
  });

  it("holds a computed amount to a whole positive number of minor units up to the maximum", async () => {
    expect(() => assertPositiveAmount(money(1, USD))).not.toThrow();
    expect(() => assertPositiveAmount(money(MAX_AMOUNT_MINOR, USD))).not.toThrow();
    for (const minor of [0, -5, 1.5, Number.NaN]) {
      expect((await failure(() => assertPositiveAmount(money(minor, USD)))).message, String(minor)).toBe(
        "Amount must be greater than 0",
      );
    }
    expect((await failure(() => assertPositiveAmount(money(MAX_AMOUNT_MINOR + 1, USD)))).message).toBe(
      "Amount is too large",
    );
  });
});
