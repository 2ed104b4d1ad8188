import {
  type BudgetProgress,
  type Category,
  fromMinorUnits,
  type PublicUser,
  type Transaction,
  type Wallet,
} from "@finance/domain";
import { z } from "@hono/zod-openapi";

/**
 * Entities -> API JSON. Minor units become decimals only through `fromMinorUnits`; instants
 * become ISO 8601 UTC strings (`...Z`). Each presenter has the zod schema the OpenAPI document
 * shows for it, and its return type is that schema's type.
 */

export const iso = (instant: Date): string => instant.toISOString();

const DateTime = z.string().openapi({ format: "date-time", example: "2026-03-01T12:00:00.000Z" });
const Id = z.string().openapi({ format: "uuid" });
const Money = z.number().openapi({ description: "Decimal amount in major units of the currency", example: 12.5 });
const CurrencyCode = z.string().openapi({ description: "ISO 4217 code", example: "USD" });

export const UserSchema = z
  .object({ id: Id, name: z.string(), email: z.string(), createdAt: DateTime })
  .openapi("User");

export const presentUser = (user: PublicUser): z.infer<typeof UserSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: iso(user.createdAt),
});

export const WalletSchema = z
  .object({
    id: Id,
    name: z.string(),
    currency: CurrencyCode,
    balance: Money.openapi({ description: "Opening balance plus the signed amounts of the wallet's transactions" }),
    initialBalance: Money,
    createdAt: DateTime,
  })
  .openapi("Wallet");

export const presentWallet = (wallet: Wallet): z.infer<typeof WalletSchema> => ({
  id: wallet.id,
  name: wallet.name,
  currency: wallet.currency,
  balance: fromMinorUnits(wallet.balanceMinor, wallet.currency),
  initialBalance: fromMinorUnits(wallet.initialBalanceMinor, wallet.currency),
  createdAt: iso(wallet.createdAt),
});

export const CategorySchema = z.object({ id: Id, name: z.string(), createdAt: DateTime }).openapi("Category");

export const presentCategory = (category: Category): z.infer<typeof CategorySchema> => ({
  id: category.id,
  name: category.name,
  createdAt: iso(category.createdAt),
});

export const TransactionSchema = z
  .object({
    id: Id,
    amount: Money.openapi({ description: "Signed: negative for an expense, positive for income", example: -12.5 }),
    type: z.enum(["expense", "income"]),
    description: z.string(),
    date: DateTime,
    currency: CurrencyCode,
    walletId: Id,
    categoryId: Id,
    createdAt: DateTime,
    updatedAt: DateTime,
    version: z.number().int().openapi({
      description:
        "1 when created, one more on every change; send it back (If-Match or body version) to update only that version",
      example: 1,
    }),
  })
  .openapi("Transaction");

export const presentTransaction = (tx: Transaction): z.infer<typeof TransactionSchema> => ({
  id: tx.id,
  amount: fromMinorUnits(tx.amountMinor, tx.currency),
  type: tx.type,
  description: tx.description,
  date: iso(tx.date),
  currency: tx.currency,
  walletId: tx.walletId,
  categoryId: tx.categoryId,
  createdAt: iso(tx.createdAt),
  updatedAt: iso(tx.updatedAt),
  version: tx.version,
});

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
});
