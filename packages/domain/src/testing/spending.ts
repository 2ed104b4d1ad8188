import { type BudgetSpending, type BudgetSpendingQuery, countsTowards } from "../index";
import type { MemoryStore } from "./MemoryStore";

/** Each window's spending by the domain's allocation rule; the repository and the dashboard both answer it. */
export const spendingIn = (store: MemoryStore, queries: readonly BudgetSpendingQuery[]): BudgetSpending[] =>
  queries.map((query) => {
    let spentMinor = 0;
    for (const tx of store.transactions.values()) if (countsTowards(query, tx)) spentMinor -= tx.amountMinor;
    return { budgetId: query.budgetId, spentMinor };
  });
