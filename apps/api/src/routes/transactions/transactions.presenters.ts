import {
  type BudgetProgress,
  fromMinorUnits,
  type Transaction,
  type TransactionWithBudgets,
  transactionPayload,
} from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { CurrencyCode, DateTime, Id, Money } from "../shared/presenters";

export const TransactionSchema = z
  .object({
    id: Id,
    amount: Money.openapi({ description: "Signed: negative for an expense, positive for income", example: -12.5 }),
    type: z.enum(["expense", "income"]),
    description: z.string(),
    date: DateTime,
    currency: CurrencyCode,
    walletId: Id,
    categoryId: Id.nullable().openapi({ description: "null on a transfer leg" }),
    transferId: Id.nullable().openapi({
      description:
        "The transfer this transaction is a leg of (expense: outgoing, income: incoming), else null; legs count in no total, category or budget and change only through /transfers/{id}",
    }),
    createdAt: DateTime,
    updatedAt: DateTime,
    version: z.number().int().openapi({
      description:
        "1 when created, one more on every change; send it back (If-Match or body version) to update only that version",
      example: 1,
    }),
    tagIds: z.array(Id).openapi({ description: "The ids of its tags, sorted; [] when it has none" }),
    recurrenceId: Id.optional().openapi({
      description: "The recurrence that recorded it (its date is the occurrence's); absent on any other transaction",
    }),
  })
  .openapi("Transaction");

export const presentTransaction = (tx: Transaction): z.infer<typeof TransactionSchema> => transactionPayload(tx);

export const BudgetAllocationSchema = z
  .object({
    budgetId: Id,
    currency: CurrencyCode,
    spent: Money.openapi({ description: "Positive: absolute sum of the expenses allocated in the current period" }),
    limit: Money,
    remaining: Money,
    exceeded: z.boolean(),
    percentUsed: z.number(),
    periodStart: z.string().openapi({ format: "date" }),
    periodEnd: z.string().openapi({ format: "date" }),
    crossed: z.enum(["80%", "100%"]).optional().openapi({
      description:
        "Present when this write moved the budget's spending in its current window past 80% or past 100% of its limit (the higher one when both)",
    }),
  })
  .openapi("BudgetAllocation");

/**
 * A budget's progress after a write, in the budget's own currency: a PATCH that moves a
 * transaction to a wallet of another currency also answers the old wallet's budgets.
 */
export const presentBudgetAllocation = (progress: BudgetProgress): z.infer<typeof BudgetAllocationSchema> => ({
  budgetId: progress.budgetId,
  currency: progress.currency,
  spent: fromMinorUnits(progress.spentMinor, progress.currency),
  limit: fromMinorUnits(progress.limitMinor, progress.currency),
  remaining: fromMinorUnits(progress.remainingMinor, progress.currency),
  exceeded: progress.exceeded,
  percentUsed: progress.percentUsed,
  periodStart: progress.periodStart,
  periodEnd: progress.periodEnd,
  ...(progress.crossed === undefined ? {} : { crossed: progress.crossed }),
});

export const WithTransaction = { transaction: TransactionSchema };
export const WithBudgets = { ...WithTransaction, budgets: z.array(BudgetAllocationSchema) };

/** A write's answer: the transaction and the budgets it was allocated to. */
export const presentWithBudgets = ({ transaction, budgets }: TransactionWithBudgets) => ({
  transaction: presentTransaction(transaction),
  budgets: budgets.map(presentBudgetAllocation),
});
