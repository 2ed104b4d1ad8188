import type { BudgetAllocator } from "../budget/BudgetAllocator";
import type { CategoryRepo } from "../category/CategoryRepo";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { parseCurrency } from "../money/Currency";
import { toPositiveMinorUnits } from "../money/Money";
import type { Clock } from "../shared/Clock";
import { DomainError, invalidField } from "../shared/DomainError";
import { parseDescription } from "../shared/text";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { WalletRepo } from "../wallet/WalletRepo";
import type { CreateTransactionInput, TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";
import { parseTransactionDate } from "./parseTransactionDate";
import { parseTransactionType, signedAmount, type Transaction } from "./Transaction";
import type { TransactionRepo } from "./TransactionRepo";

export type UpdateTransactionInput = Partial<CreateTransactionInput>;

const UPDATABLE = ["amount", "type", "description", "date", "currency", "walletId", "categoryId"] as const;

export class UpdateTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, patch: UpdateTransactionInput): Promise<TransactionWithBudgets> {
    const current = await findOwnedTransaction(this.transactions, userId, id);
    if (!UPDATABLE.some((field) => patch[field] !== undefined)) {
      throw new DomainError("VALIDATION_ERROR", "At least one field is required", [
        { path: "", message: "At least one field is required" },
      ]);
    }
    const type = patch.type === undefined ? current.type : parseTransactionType(patch.type);
    const walletId = patch.walletId ?? current.walletId;
    const wallet = await findOwnedWallet(this.wallets, userId, walletId);
    const categoryId =
      patch.categoryId === undefined
        ? current.categoryId
        : (await findOwnedCategory(this.categories, userId, patch.categoryId)).id;
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
    const next: Transaction = {
      ...current,
      type,
      walletId: wallet.id,
      categoryId,
      currency,
      amountMinor: signedAmount(magnitude, type),
      description: patch.description === undefined ? current.description : parseDescription(patch.description),
      date: patch.date === undefined ? current.date : parseTransactionDate(patch.date),
      updatedAt: this.clock.now(),
    };
    await this.transactions.update(next);
    return { transaction: next, budgets: await this.allocator.touchedBy([current, next]) };
  }
}
