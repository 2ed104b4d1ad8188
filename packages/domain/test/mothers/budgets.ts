import { type Budget, type CalendarDate, parseCurrency } from "../../src";

/**
 * A budget entity, monthly from 1 March 2026 over 200.00 USD by default. Budgets have no use case
 * in this package yet, so tests store this straight through the BudgetRepo port.
 */
export const aBudget = (overrides: Partial<Budget> & Pick<Budget, "id" | "ownerId" | "walletId">): Budget => ({
  name: "Food",
  currency: parseCurrency("USD"),
  limitMinor: 20_000,
  period: "monthly",
  startDate: "2026-03-01" as CalendarDate,
  endDate: null,
  categoryIds: [],
  createdAt: new Date("2026-03-01T00:00:00Z"),
  updatedAt: new Date("2026-03-01T00:00:00Z"),
  version: 1,
  ...overrides,
});
