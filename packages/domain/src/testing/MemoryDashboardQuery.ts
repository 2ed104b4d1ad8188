import {
  type CategoryTotals,
  type CurrencyTotals,
  type DashboardAggregates,
  type DashboardQuery,
  type DashboardQueryInput,
  type MonthlyTotals,
  monthKey,
  type TagTotals,
  type Transaction,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";
import { spendingIn } from "./spending";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const newestFirst = (a: Transaction, b: Transaction): number =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Adds one transaction to a group's figures; integers only (amounts are whole minor units). */
const add = (group: { incomeMinor: number; expenseMinor: number; count?: number }, tx: Transaction): void => {
  if (tx.type === "income") group.incomeMinor += Math.abs(tx.amountMinor);
  else group.expenseMinor += Math.abs(tx.amountMinor);
  if (group.count !== undefined) group.count += 1;
};

/**
 * The dashboard computed in JavaScript over the in-memory store: the reference the SQL adapters
 * are held to by the contract suite (same figures, to the cent).
 */
export class MemoryDashboardQuery implements DashboardQuery {
  constructor(private readonly store: MemoryStore) {}

  async summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    const totals = new Map<string, Mutable<CurrencyTotals>>();
    const byCategory = new Map<string, Mutable<CategoryTotals>>();
    const byTag = new Map<string, Mutable<TagTotals>>();
    const trend = new Map<string, Mutable<MonthlyTotals>>();
    const recent: Transaction[] = [];
    for (const tx of this.store.transactions.values()) {
      // Transfer legs move money between the user's own wallets: neither income nor expense.
      if (tx.userId !== input.userId || tx.transferId !== null || tx.categoryId === null) continue;
      if (tx.date >= input.trendFrom && tx.date < input.to) {
        const month = monthKey(tx.date);
        const key = `${month}|${tx.currency}`;
        const row = trend.get(key) ?? { month, currency: tx.currency, incomeMinor: 0, expenseMinor: 0 };
        add(row, tx);
        trend.set(key, row);
      }
      if (tx.date < input.from || tx.date >= input.to) continue;
      const total = totals.get(tx.currency) ?? { currency: tx.currency, incomeMinor: 0, expenseMinor: 0, count: 0 };
      add(total, tx);
      totals.set(tx.currency, total);
      const categoryKey = `${tx.categoryId}|${tx.currency}`;
      const category = byCategory.get(categoryKey) ?? {
        categoryId: tx.categoryId,
        name: this.store.categories.get(tx.categoryId)?.name ?? "",
        currency: tx.currency,
        incomeMinor: 0,
        expenseMinor: 0,
        count: 0,
      };
      add(category, tx);
      byCategory.set(categoryKey, category);
      for (const tagId of tx.tagIds) {
        const tagKey = `${tagId}|${tx.currency}`;
        const tag = byTag.get(tagKey) ?? {
          tagId,
          name: this.store.tags.get(tagId)?.name ?? "",
          currency: tx.currency,
          incomeMinor: 0,
          expenseMinor: 0,
          count: 0,
        };
        add(tag, tx);
        byTag.set(tagKey, tag);
      }
      recent.push(tx);
    }
    return {
      totals: [...totals.values()],
      byCategory: [...byCategory.values()],
      byTag: [...byTag.values()],
      trend: [...trend.values()],
      recent: recent.sort(newestFirst).slice(0, input.recentLimit).map(copy),
      budgets: spendingIn(this.store, input.budgets),
    };
  }
}
