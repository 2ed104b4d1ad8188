import { describe, expect, it } from "vitest";
import { type CategoryId, money, parseCurrency, type TransactionFields, transactionOf } from "../../src";
import { idOf } from "../../src/testing";
import { failure } from "../mothers";

const USD = parseCurrency("USD");
const EUR = parseCurrency("EUR");
const NOW = new Date("2026-03-10T12:00:00Z");

const fields = (overrides: Partial<TransactionFields> = {}): TransactionFields => ({
  id: idOf("0195f3a0-0000-7000-8000-000000000001"),
  userId: idOf("0195f3a0-0000-7000-8000-000000000002"),
  wallet: { id: idOf("0195f3a0-0000-7000-8000-000000000003"), currency: USD },
  categoryId: idOf<CategoryId>("0195f3a0-0000-7000-8000-000000000004"),
  type: "expense",
  amount: money(1250, USD),
  description: "Lunch",
  date: new Date("2026-03-09T00:00:00Z"),
  updatedAt: NOW,
  ...overrides,
});

describe("transactionOf", () => {
  it("signs the amount by the type and takes wallet and currency from its parts", () => {
    expect(transactionOf(fields())).toEqual({
      id: "0195f3a0-0000-7000-8000-000000000001",
      userId: "0195f3a0-0000-7000-8000-000000000002",
      walletId: "0195f3a0-0000-7000-8000-000000000003",
      categoryId: "0195f3a0-0000-7000-8000-000000000004",
      transferId: null,
      tagIds: [],
      type: "expense",
      amountMinor: -1250,
      currency: "USD",
      description: "Lunch",
      date: new Date("2026-03-09T00:00:00Z"),
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
    expect(transactionOf(fields({ type: "income" })).amountMinor).toBe(1250);
  });

  it("keeps the creation time and version of a revised transaction", () => {
    const created = new Date("2026-01-01T00:00:00Z");
    expect(transactionOf(fields({ createdAt: created, version: 7 }))).toMatchObject({ createdAt: created, version: 7 });
  });

  it("refuses an amount in another currency than the wallet's", async () => {
    const error = await failure(() => transactionOf(fields({ amount: money(1250, EUR) })));
    expect(error.code).toBe("CURRENCY_MISMATCH");
    expect(error.message).toBe("Currency EUR differs from wallet currency USD");
  });

  it("refuses a signed or empty amount: the sign comes from the type alone", async () => {
    for (const minor of [-1250, 0]) {
      const error = await failure(() => transactionOf(fields({ amount: money(minor, USD) })));
      expect(error.code, String(minor)).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe("amount");
    }
  });
});
