import { type DashboardSummary, fromMinorUnits } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { CurrencyCode, Id, iso, Money } from "../shared/presenters";
import { presentTransaction, TransactionSchema } from "../transactions/transactions.presenters";

const Count = z.number().int().openapi({ description: "Number of transactions", example: 3 });

export const DashboardSummarySchema = z
  .object({
    range: z
      .object({
        from: z.string().openapi({ format: "date-time", description: "Inclusive" }),
        to: z.string().openapi({
          // RFC 3339 has no year 10000: the one end past 9999 is declared beside the date-times.
          anyOf: [{ format: "date-time" }, { const: "+010000-01-01T00:00:00.000Z" }],
          description:
            "Exclusive. A range that runs to the end of 9999 ends at +010000-01-01T00:00:00.000Z (ISO 8601 expanded year, as Date.parse reads it)",
        }),
      })
      .openapi({ description: "The range the totals, categories and newest transactions cover: [from, to)" }),
    totals: z.array(
      z.object({
        currency: CurrencyCode,
        income: Money,
        expense: Money.openapi({ description: "Positive" }),
        net: Money.openapi({ description: "income - expense" }),
        count: Count,
      }),
    ),
    byCategory: z.array(
      z.object({
        categoryId: Id,
        name: z.string(),
        currency: CurrencyCode,
        income: Money,
        expense: Money.openapi({ description: "Positive" }),
        count: Count,
      }),
    ),
    byTag: z
      .array(
        z.object({
          tagId: Id,
          name: z.string(),
          currency: CurrencyCode,
          income: Money,
          expense: Money.openapi({ description: "Positive" }),
          count: Count,
        }),
      )
      .openapi({
        description:
          "Per tag and currency, like byCategory: a transaction with several tags counts under each; untagged ones under none",
      }),
    wallets: z.array(z.object({ id: Id, name: z.string(), currency: CurrencyCode, balance: Money })),
    budgets: z.array(
      z.object({
        id: Id,
        name: z.string(),
        currency: CurrencyCode,
        limit: Money,
        spent: Money.openapi({ description: "Positive: expenses allocated in the current period" }),
        remaining: Money,
        percentUsed: z.number().openapi({ example: 42.5 }),
        exceeded: z.boolean(),
        periodStart: z.string().openapi({ format: "date" }),
        periodEnd: z.string().openapi({ format: "date", description: "Inclusive" }),
      }),
    ),
    trend: z
      .array(
        z.object({
          month: z.string().openapi({ example: "2026-03" }),
          currency: CurrencyCode,
          income: Money,
          expense: Money.openapi({ description: "Positive" }),
        }),
      )
      .openapi({ description: "The 12 months up to `to` (UTC), every month for every currency seen, oldest first" }),
    recent: z.array(TransactionSchema).openapi({ description: "The five newest transactions in the range" }),
  })
  .openapi("DashboardSummary");

/** Minor units -> decimals (per row's currency), instants -> ISO `...Z`. */
export const presentDashboardSummary = (summary: DashboardSummary): z.infer<typeof DashboardSummarySchema> => ({
  range: { from: iso(summary.range.from), to: iso(summary.range.to) },
  totals: summary.totals.map((t) => ({
    currency: t.currency,
    income: fromMinorUnits(t.incomeMinor, t.currency),
    expense: fromMinorUnits(t.expenseMinor, t.currency),
    net: fromMinorUnits(t.netMinor, t.currency),
    count: t.count,
  })),
  byCategory: summary.byCategory.map((c) => ({
    categoryId: c.categoryId,
    name: c.name,
    currency: c.currency,
    income: fromMinorUnits(c.incomeMinor, c.currency),
    expense: fromMinorUnits(c.expenseMinor, c.currency),
    count: c.count,
  })),
  byTag: summary.byTag.map((t) => ({
    tagId: t.tagId,
    name: t.name,
    currency: t.currency,
    income: fromMinorUnits(t.incomeMinor, t.currency),
    expense: fromMinorUnits(t.expenseMinor, t.currency),
    count: t.count,
  })),
  wallets: summary.wallets.map((w) => ({
    id: w.id,
    name: w.name,
    currency: w.currency,
    balance: fromMinorUnits(w.balanceMinor, w.currency),
  })),
  budgets: summary.budgets.map(({ budget, progress }) => ({
    id: budget.id,
    name: budget.name,
    currency: budget.currency,
    limit: fromMinorUnits(progress.limitMinor, budget.currency),
    spent: fromMinorUnits(progress.spentMinor, budget.currency),
    remaining: fromMinorUnits(progress.remainingMinor, budget.currency),
    percentUsed: progress.percentUsed,
    exceeded: progress.exceeded,
    periodStart: progress.periodStart,
    periodEnd: progress.periodEnd,
  })),
  trend: summary.trend.map((m) => ({
    month: m.month,
    currency: m.currency,
    income: fromMinorUnits(m.incomeMinor, m.currency),
    expense: fromMinorUnits(m.expenseMinor, m.currency),
  })),
  recent: summary.recent.map(presentTransaction),
});
