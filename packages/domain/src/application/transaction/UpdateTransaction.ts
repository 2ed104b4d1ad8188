import { assertCategoryOpen } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import { parseCurrency } from "../../model/money/Currency";
import { money, parsePositiveMoney } from "../../model/money/Money";
import { parseTagIds } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { parseTransactionDate } from "../../model/transaction/parseTransactionDate";
import { parseTransactionType, type Transaction, transactionOf } from "../../model/transaction/Transaction";
import type { TransactionChanges, TransactionRepo } from "../../model/transaction/TransactionRepo";
import { assertWalletCurrency, assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField, noFieldToChange, transactionIsTransferLeg } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { settledValue } from "../../shared/settled";
import { parseDescription } from "../../shared/text";
import { MAX_WRITE_ATTEMPTS, parseExpectedVersion } from "../../shared/versions";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { emitTransaction } from "../event/emitters";
import { transactionConflict } from "../shared/conflict";
import { requireOwnedTags } from "../tag/findOwnedTag";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { CreateTransactionInput, TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";

/** `version`: the transaction's version the change was made against (body or `If-Match`). */
export type UpdateTransactionInput = Partial<CreateTransactionInput> & { version?: number | null };

const UPDATABLE = ["amount", "type", "description", "date", "currency", "walletId", "categoryId", "tagIds"] as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The change is computed against one stored version and written only while the transaction is
 * still at it (TransactionRepo.update). Without a client version, a write that lost a race is
 * recomputed on the fresh transaction, so concurrent PATCHes of different fields both land; with
 * one, it is a CONFLICT carrying the current transaction. A transfer's leg is changed only through
 * its transfer (both legs move together): TRANSACTION_IS_TRANSFER_LEG.
 */
export class UpdateTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly tags: TagRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, id: string, patch: UpdateTransactionInput): Promise<TransactionWithBudgets> {
    const expected = parseExpectedVersion(patch.version);
    for (let attempt = 1; ; attempt++) {
      const current = await findOwnedTransaction(this.transactions, userId, id);
      if (current.transferId !== null) throw transactionIsTransferLeg(current.transferId);
      if (!UPDATABLE.some((field) => patch[field] !== undefined)) throw noFieldToChange();
      if (expected !== undefined && current.version !== expected) throw transactionConflict(current);
      const { next, changes } = await this.changesTo(current, userId, patch);
      // The write lands only at `current.version`, so a written row is `next`: the budgets both
      // states count towards are read before it, and it sums their spending in its own step.
      const change = { before: [current], after: [next] };
      const touched = await this.allocator.budgetsTouchedBy([current, next]);
      const watched = await this.allocator.watch(touched, change, userId, this.events);
      const result = await this.transactions.update({
        id: current.id,
        changes,
        expectedVersion: current.version,
        emit: emitTransaction(this.events, "transaction.updated"),
        ...(watched ? { watch: watched.watch } : {}),
      });
      if (result.ok) {
        return {
          transaction: result.value,
          budgets:
            watched?.progress() ??
            (await this.allocator.progressOfTouched(touched, { before: [current], after: [result.value] })),
        };
      }
      if (expected !== undefined || attempt >= MAX_WRITE_ATTEMPTS) throw transactionConflict(result.current);
    }
  }

  /**
   * The fields the patch sets, validated against `current` (the amount whenever its sign or size
   * moves), and the whole next state, made by `transactionOf`, so it obeys every rule a new one does.
   */
  private async changesTo(current: Transaction, userId: UserId, patch: UpdateTransactionInput) {
    const type = patch.type === undefined ? current.type : parseTransactionType(patch.type);
    const [walletRead, categoryRead] = await Promise.allSettled([
      findOwnedWallet(this.wallets, userId, patch.walletId ?? current.walletId),
      patch.categoryId === undefined ? null : findOwnedCategory(this.categories, userId, patch.categoryId),
    ]);
    const wallet = settledValue(walletRead);
    // Only a move INTO an archived wallet or category is refused; its own records stay editable.
    if (wallet.id !== current.walletId) assertWalletOpen(wallet);
    let categoryId = current.categoryId;
    const category = settledValue(categoryRead);
    if (category) {
      if (category.id !== current.categoryId) assertCategoryOpen(category);
      categoryId = category.id;
    }
    const currency = patch.currency === undefined ? current.currency : parseCurrency(patch.currency);
    // `tagIds` replaces the whole set; `[]` clears it.
    const tagIds = patch.tagIds === undefined ? current.tagIds : parseTagIds(patch.tagIds);
    if (patch.tagIds !== undefined) await requireOwnedTags(this.tags, userId, tagIds);
    assertWalletCurrency(wallet, currency);
    // An amount means something else in another currency: a currency change must say the new amount.
    if (currency !== current.currency && patch.amount === undefined) {
      throw invalidField("amount", "amount is required when the currency changes");
    }
    const next = transactionOf({
      ...current,
      wallet,
      categoryId,
      type,
      amount:
        patch.amount === undefined
          ? money(Math.abs(current.amountMinor), currency)
          : parsePositiveMoney(patch.amount, currency),
      description: patch.description === undefined ? current.description : parseDescription(patch.description),
      date: patch.date === undefined ? current.date : parseTransactionDate(patch.date),
      updatedAt: this.clock.now(),
      tagIds,
    });
    const changes: Mutable<TransactionChanges> = { updatedAt: next.updatedAt };
    if (patch.walletId !== undefined) changes.walletId = next.walletId;
    if (patch.categoryId !== undefined) changes.categoryId = next.categoryId;
    if (patch.currency !== undefined) changes.currency = next.currency;
    if (patch.type !== undefined) changes.type = next.type;
    if (patch.amount !== undefined || patch.type !== undefined) changes.amountMinor = next.amountMinor;
    if (patch.description !== undefined) changes.description = next.description;
    if (patch.date !== undefined) changes.date = next.date;
    if (patch.tagIds !== undefined) changes.tagIds = next.tagIds;
    return { next, changes };
  }
}
