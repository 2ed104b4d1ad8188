import {
  type Budget,
  type Category,
  GetDashboardSummary,
  parseCurrency,
  signedAmount,
  type TagId,
  type Transaction,
  type TransactionType,
  type UserId,
  type Wallet,
} from "../../src";
import { createMemoryRepositories, MemoryDashboardQuery, MemoryStore } from "../../src/testing";
import { aBudget, DEFAULT_NOW, seededIds, testClock } from "../mothers";

export interface TxSpec {
  readonly wallet: Wallet;
  readonly category: Category;
  /** Positive minor units. */
  readonly amountMinor: number;
  readonly date: string;
  readonly type?: TransactionType;
  readonly description?: string;
  readonly tagIds?: readonly TagId[];
}

/**
 * GetDashboardSummary over the in-memory store, with builders that store entities straight
 * through the repository ports (the use cases that create them have their own tests).
 */
export const dashboardWorld = (now: string = DEFAULT_NOW) => {
  const clock = testClock(now);
  const ids = seededIds(clock, 7);
  const store = new MemoryStore();
  const repos = createMemoryRepositories(store);
  const summary = new GetDashboardSummary(new MemoryDashboardQuery(store), repos.wallets, repos.budgets, clock);
  let n = 0;

  const aUserId = async (): Promise<UserId> => {
    n += 1;
    const id = ids.next<UserId>();
    await repos.users.create({
      id,
      name: `User ${n}`,
      email: `dash${n}@example.com`,
      passwordHash: "hashed:x",
      createdAt: clock.now(),
    });
    return id;
  };
  const aWallet = async (userId: UserId, currency = "USD", openingMinor = 0): Promise<Wallet> => {
    const wallet: Wallet = {
      id: ids.next(),
      userId,
      name: `${currency} wallet ${ids.next().slice(-4)}`,
      currency: parseCurrency(currency),
      initialBalanceMinor: openingMinor,
      balanceMinor: openingMinor,
      archived: false,
      createdAt: clock.now(),
    };
    await repos.wallets.create(wallet);
    return wallet;
  };
  const aCategory = async (userId: UserId, name: string): Promise<Category> => {
    const category: Category = { id: ids.next(), userId, name, archived: false, createdAt: clock.now() };
    await repos.categories.create(category);
    return category;
  };
  const aTransaction = async (spec: TxSpec): Promise<Transaction> => {
    const type = spec.type ?? "expense";
    const tx: Transaction = {
      id: ids.next(),
      userId: spec.wallet.userId,
      walletId: spec.wallet.id,
      categoryId: spec.category.id,
      transferId: null,
      type,
      amountMinor: signedAmount(spec.amountMinor, type),
      currency: spec.wallet.currency,
      description: spec.description ?? "",
      date: new Date(spec.date),
      createdAt: clock.now(),
      updatedAt: clock.now(),
      version: 1,
      tagIds: spec.tagIds ?? [],
    };
    await repos.transactions.create(tx);
    return tx;
  };
  const aStoredBudget = async (overrides: Partial<Budget> & Pick<Budget, "ownerId" | "walletId">): Promise<Budget> => {
    const budget = aBudget({ id: ids.next(), ...overrides });
    await repos.budgets.create(budget);
    return budget;
  };

  return { clock, ids, repos, summary, aUserId, aWallet, aCategory, aTransaction, aStoredBudget };
};
