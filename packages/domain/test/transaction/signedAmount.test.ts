import { describe, expect, it } from "vitest";
import { parseTransactionType, signedAmount } from "../../src";
import { failure } from "../mothers";

describe("signedAmount", () => {
  it("stores -abs for an expense and +abs for income", () => {
    expect(signedAmount(1250, "expense")).toBe(-1250);
    expect(signedAmount(-1250, "expense")).toBe(-1250);
    expect(signedAmount(1250, "income")).toBe(1250);
    expect(signedAmount(-1250, "income")).toBe(1250);
  });
});

describe("parseTransactionType", () => {
  it("accepts expense and income in any case", () => {
    expect(parseTransactionType("expense")).toBe("expense");
    expect(parseTransactionType(" INCOME ")).toBe("income");
  });

  it("refuses anything else", async () => {
    for (const value of ["transfer", "", null, 1]) {
      const error = await failure(() => parseTransactionType(value));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe("type");
    }
  });
});
