import type { BudgetProgress } from "../../model/budget/Budget";
import { assertCategoryOpen } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import { parseCurrency } from "../../model/money/Currency";
import { parsePositiveMoney } from "../../model/money/Money";
import { parseTagIds } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { parseTransactionDate } from "../../model/transaction/parseTransactionDate";
import { parseTransactionType, type Transaction, transactionOf } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import { assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";
import { settledValue } from "../../shared/settled";
import { parseDescription } from "../../shared/text";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { findOwnedCategory } from "../category/findOwnedCategory";
import { emitTransaction } from "../event/emitters";
import { requireOwnedTags } from "../tag/findOwnedTag";
import { findOwnedWallet } from "../wallet/findOwnedWallet";

export interface CreateTransactionInput {
  amount: number;
  description?: string;
  date: string;
  currency: string;
  walletId: string;
  categoryId: string;
  type: string;
  /** The caller's tag ids; duplicates folded, at most MAX_TAGS_PER_TRANSACTION. */
  tagIds?: readonly string[];
}

export interface TransactionWithBudgets {
  readonly transaction: Transaction;
  readonly budgets: BudgetProgress[];
}

export class CreateTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly tags: TagRepo,
    private readonly allocator: BudgetAllocator,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, input: CreateTransactionInput): Promise<TransactionWithBudgets> {
    const currency = parseCurrency(input.currency);
    const type = parseTransactionType(input.type);
    const amount = parsePositiveMoney(input.amount, currency);
    const date = parseTransactionDate(input.date);
    const description = parseDescription(input.description);
    const tagIds = input.tagIds === undefined ? [] : parseTagIds(input.tagIds);
    const [walletRead, categoryRead, tagsRead] = await Promise.allSettled([
      findOwnedWallet(this.wallets, userId, input.walletId),
      findOwnedCategory(this.categories, userId, input.categoryId),
      requireOwnedTags(this.tags, userId, tagIds),
    ]);
    const wallet = settledValue(walletRead);
    const category = settledValue(categoryRead);
    assertWalletOpen(wallet);
    assertCategoryOpen(category);
    settledValue(tagsRead);
    const transaction = transactionOf({
      id: this.ids.next(),
      userId,
      wallet,
      categoryId: category.id,
      type,
      amount,
      description,
      date,
      updatedAt: this.clock.now(),
      tagIds,
    });
    // The touched budgets are read before the write, which sums their spending in its own step.
    const change = { before: [], after: [transaction] };
    const touched = await this.allocator.budgetsTouchedBy([transaction]);
    const watched = await this.allocator.watch(touched, change, userId, this.events);
    await this.transactions.create(transaction, emitTransaction(this.events, "transaction.created"), watched?.watch);
    return {
      transaction,
      budgets: watched?.progress() ?? (await this.allocator.progressOfTouched(touched, change)),
    };
  }
}
