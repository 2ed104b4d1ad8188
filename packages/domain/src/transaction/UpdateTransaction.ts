import type { BudgetAllocator } from "../budget/BudgetAllocator";
import type { CategoryRepo } from "../category/CategoryRepo";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { parseCurrency } from "../money/Currency";
import { toPositiveMinorUnits } from "../money/Money";
import type { Clock } from "../shared/Clock";
import { conflict } from "../shared/conflict";
import { DomainError, invalidField } from "../shared/DomainError";
import { parseDescription } from "../shared/text";
import { MAX_WRITE_ATTEMPTS, parseExpectedVersion } from "../shared/versions";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { WalletRepo } from "../wallet/WalletRepo";
import type { CreateTransactionInput, TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";
import { parseTransactionDate } from "./parseTransactionDate";
import { parseTransactionType, signedAmount, type Transaction } from "./Transaction";
import type { TransactionChanges, TransactionRepo } from "./TransactionRepo";

/** `version`: the transaction's version the change was made against (body or `If-Match`). */
export type UpdateTransactionInput = Partial<CreateTransactionInput> & { version?: number | null };

const UPDATABLE = ["amount", "type", "description", "date", "currency", "walletId", "categoryId"] as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The change is computed against one stored version and written only while the transaction is
 * still at it (TransactionRepo.update). Without a client version, a write that lost a race is
 * recomputed on the fresh transaction, so concurrent PATCHes of different fields both land; with
 * one, it is a CONFLICT carrying the current transaction.
 */
export class UpdateTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, patch: UpdateTransactionInput): Promise<TransactionWithBudgets> {
    const expected = parseExpectedVersion(patch.version);
    for (let attempt = 1; ; attempt++) {
      const current = await findOwnedTransaction(this.transactions, userId, id);
      if (!UPDATABLE.some((field) => patch[field] !== undefined)) {
        throw new DomainError("VALIDATION_ERROR", "At least one field is required", [
          { path: "", message: "At least one field is required" },
        ]);
      }
      if (expected !== undefined && current.version !== expected) throw transactionConflict(current);
      const changes = await this.changesTo(current, userId, patch);
      const result = await this.transactions.update({ id: current.id, changes, expectedVersion: current.version });
      if (result.ok) {
        return { transaction: result.value, budgets: await this.allocator.touchedBy([current, result.value]) };
      }
      if (expected !== undefined || attempt >= MAX_WRITE_ATTEMPTS) throw transactionConflict(result.current);
    }
  }

  /** The fields the patch sets, validated against `current` (the amount whenever its sign or size moves). */
  private async changesTo(current: Transaction, userId: string, patch: UpdateTransactionInput) {
    const changes: Mutable<TransactionChanges> = { updatedAt: this.clock.now() };
    const type = patch.type === undefined ? current.type : parseTransactionType(patch.type);
    const wallet = await findOwnedWallet(this.wallets, userId, patch.walletId ?? current.walletId);
    if (patch.categoryId !== undefined) {
      changes.categoryId = (await findOwnedCategory(this.categories, userId, patch.categoryId)).id;
    }
    const currency = patch.currency === undefined ? current.currency : parseCurrency(patch.currency);
    if (wallet.currency !== currency) {
      throw new DomainError(
        "CURRENCY_MISMATCH",
        `Transaction currency ${currency} differs from wallet currency ${wallet.currency}`,
      );
    }
    // An amount means something else in another currency: a currency change must say the new amount.
    if (currency !== current.currency && patch.amount === undefined) {
      throw invalidField("amount", "amount is required when the currency changes");
    }
    const magnitude =
      patch.amount === undefined ? Math.abs(current.amountMinor) : toPositiveMinorUnits(patch.amount, currency);
    if (patch.walletId !== undefined) changes.walletId = wallet.id;
    if (patch.currency !== undefined) changes.currency = currency;
    if (patch.type !== undefined) changes.type = type;
    if (patch.amount !== undefined || patch.type !== undefined) changes.amountMinor = signedAmount(magnitude, type);
    if (patch.description !== undefined) changes.description = parseDescription(patch.description);
    if (patch.date !== undefined) changes.date = parseTransactionDate(patch.date);
    return changes;
  }
}

const transactionConflict = (current: Transaction): DomainError =>
  conflict(
    `The transaction was changed meanwhile (now version ${current.version}); apply your change to the current transaction`,
    { transaction: current },
  );
