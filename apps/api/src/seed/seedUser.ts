import type { Budget, Category, IdGenerator, TransactionId, UserId, Wallet } from "@finance/domain";
import type { DependencyContainer } from "tsyringe";
import { resolve } from "../composition/container";
import { TOKENS, USE_CASES } from "../composition/tokens";
import { budgetPlans, CATEGORIES, monthsBefore, type Random, transactionStream, WALLETS } from "./seedData";
import type { SeedTarget } from "./seedTarget";

export interface SeededUser {
  readonly userId: UserId;
  readonly email: string;
  readonly budgets: readonly Budget[];
}

export interface SeedUserOptions {
  readonly email: string;
  readonly password: string;
  readonly transactions: number;
  readonly months: number;
  readonly batchSize: number;
  readonly random: Random;
  /** Ids of the bulk rows (a pooled generator: a syscall per id would dominate). */
  readonly bulkIds: IdGenerator;
  /** Progress lines on stderr for large loads. */
  readonly progress: boolean;
}

/**
 * One user as the app would have them: registered, wallets and categories through the use cases,
 * budgets through the repository, transactions through the bulk loader, and each wallet's balance
 * moved once by the sum generated for it.
 */
export const seedUser = async (
  container: DependencyContainer,
  store: SeedTarget,
  options: SeedUserOptions,
): Promise<SeededUser> => {
  const clock = resolve(container, TOKENS.Clock);
  const ids = resolve(container, TOKENS.IdGenerator);
  const user = await resolve(container, USE_CASES.registerUser).execute({
    name: "Seed User",
    email: options.email,
    password: options.password,
  });
  const createWallet = resolve(container, USE_CASES.createWallet);
  const wallets: Wallet[] = [];
  for (const plan of WALLETS) {
    wallets.push(
      await createWallet.execute(user.id, { name: plan.name, currency: plan.currency, balance: plan.balance }),
    );
  }
  const createCategory = resolve(container, USE_CASES.createCategory);
  const categories: Category[] = [];
  for (const plan of CATEGORIES) categories.push(await createCategory.execute(user.id, { name: plan.name }));
  const now = clock.now();
  const budgets: Budget[] = [];
  for (const plan of budgetPlans(now, wallets, categories)) {
    const budget: Budget = { ...plan, id: ids.next(), ownerId: user.id, createdAt: now, updatedAt: now, version: 1 };
    await store.repositories.budgets.create(budget);
    budgets.push(budget);
  }

  const stream = transactionStream({
    userId: user.id,
    wallets,
    categories,
    from: monthsBefore(now, options.months),
    to: now,
    random: options.random,
    nextId: () => options.bulkIds.next<TransactionId>(),
    total: options.transactions,
  });
  const started = performance.now();
  for (let done = 0; done < options.transactions; ) {
    const size = Math.min(options.batchSize, options.transactions - done);
    await store.loader.insertTransactions(stream.batch(size));
    done += size;
    if (options.progress && (done % 100_000 === 0 || done === options.transactions)) {
      const seconds = (performance.now() - started) / 1000;
      process.stderr.write(`  ${done} transactions, ${Math.round(done / seconds)} rows/s\n`);
    }
  }
  await store.loader.addToWalletBalances(stream.sums);
  return { userId: user.id, email: options.email, budgets };
};
