import { describe, expect, it } from "vitest";
import { type BudgetFields, budgetOf, money, parseCurrency } from "../../src";
import { idOf } from "../../src/testing";
import { failure } from "../mothers";

const USD = parseCurrency("USD");
const JPY = parseCurrency("JPY");
const NOW = new Date("2026-03-01T08:00:00Z");

const fields = (overrides: Partial<BudgetFields> = {}): BudgetFields => ({
  id: idOf("0195f3a0-0000-7000-8000-000000000010"),
  ownerId: idOf("0195f3a0-0000-7000-8000-000000000011"),
  name: "Food",
  wallet: { id: idOf("0195f3a0-0000-7000-8000-000000000012"), currency: USD },
  limit: money(20_000, USD),
  period: "monthly",
  startDate: "2026-03-01",
  endDate: null,
  categoryIds: [idOf("0195f3a0-0000-7000-8000-000000000013")],
  updatedAt: NOW,
  ...overrides,
});

describe("budgetOf", () => {
  it("takes wallet, currency and limit from its parts; a new budget is version 1", () => {
    expect(budgetOf(fields())).toEqual({
      id: idOf("0195f3a0-0000-7000-8000-000000000010"),
      ownerId: idOf("0195f3a0-0000-7000-8000-000000000011"),
      name: "Food",
      currency: "USD",
      limitMinor: 20_000,
      period: "monthly",
      startDate: "2026-03-01",
      endDate: null,
      walletId: idOf("0195f3a0-0000-7000-8000-000000000012"),
      categoryIds: [idOf("0195f3a0-0000-7000-8000-000000000013")],
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
  });

  it("refuses a limit in another currency than the wallet's", async () => {
    const error = await failure(() => budgetOf(fields({ limit: money(500, JPY) })));
    expect(error.code).toBe("CURRENCY_MISMATCH");
    expect(error.message).toBe("Currency JPY differs from wallet currency USD");
  });

  it("refuses a limit that is not positive, on `limit`", async () => {
    for (const minor of [0, -20_000]) {
      const error = await failure(() => budgetOf(fields({ limit: money(minor, USD) })));
      expect(error.details, String(minor)).toEqual([{ path: "limit", message: "Amount must be greater than 0" }]);
    }
  });

  it("refuses an end date that does not come after the start", async () => {
    for (const endDate of ["2026-03-01", "2026-02-28"]) {
      const error = await failure(() => budgetOf(fields({ endDate })));
      expect(error.code, endDate).toBe("INVALID_BUDGET_TIMEFRAME");
    }
    expect(budgetOf(fields({ endDate: "2026-03-02" })).endDate).toBe("2026-03-02");
  });
});
