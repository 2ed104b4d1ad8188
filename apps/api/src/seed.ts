import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BcryptPasswordHasher } from "@finance/adapter-auth";
import {
  type Category,
  CreateCategory,
  CreateWallet,
  createUuidV7Generator,
  RegisterUser,
  systemClock,
  type Wallet,
} from "@finance/domain";
import { parseDatabaseUrl } from "./config/config";
import { budgetPlans, CATEGORIES, monthsBefore, prng, transactionStream, WALLETS } from "./seed/seedData";
import { openSeedTarget } from "./seed/seedTarget";

/**
 * `pnpm seed --transactions 1000000 [--months 24] [--email E] [--password P] [--seed N] [--batch N]`
 *
 * A realistic data set for ONE new user on DATABASE_URL's database (as the app reads it; migrations
 * are applied): several wallets and currencies, categories, budgets, and transactions spread over
 * the last `months` months. Users, wallets, categories and budgets go through the use cases and
 * repositories; transactions through the adapter's bulk loader (multi-row inserts, one database
 * transaction per batch) and every wallet's balance is moved once by the sum generated for it.
 * Prints the e-mail and password to log in with (the last line is JSON, for scripts).
 */
const { values } = parseArgs({
  options: {
    transactions: { type: "string", default: "100000" },
    months: { type: "string", default: "24" },
    email: { type: "string" },
    password: { type: "string", default: "seed-password-123" },
    seed: { type: "string", default: "42" },
    batch: { type: "string", default: "10000" },
  },
});

const count = Number(values.transactions);
const months = Number(values.months);
const batchSize = Number(values.batch);
if (![count, months, batchSize].every((n) => Number.isSafeInteger(n) && n >= 0) || batchSize === 0) {
  console.error("--transactions, --months and --batch must be whole numbers (batch > 0)");
  process.exit(1);
}
const parsed = parseDatabaseUrl(process.env.DATABASE_URL);
// `pnpm seed` runs in apps/api: a relative SQLite path means the folder pnpm was called from.
const target =
  parsed?.kind === "sqlite" && parsed.path !== ":memory:" && process.env.INIT_CWD
    ? { ...parsed, path: resolve(process.env.INIT_CWD, parsed.path) }
    : parsed;
if (!target) {
  console.error("DATABASE_URL is not a database URL (sqlite:PATH, file:PATH, :memory: or postgres://...)");
  process.exit(1);
}

const started = performance.now();
const store = await openSeedTarget(target);
try {
  const clock = systemClock;
  const ids = createUuidV7Generator((length) => new Uint8Array(randomBytes(length)));
  const { repositories } = store;
  const email = values.email ?? `seed-${Date.now().toString(36)}@example.com`;
  const password = values.password;
  const user = await new RegisterUser(repositories.users, new BcryptPasswordHasher(10), ids, clock).execute({
    name: "Seed User",
    email,
    password,
  });
  const wallets: Wallet[] = [];
  const createWallet = new CreateWallet(repositories.wallets, ids, clock);
  for (const plan of WALLETS) {
    wallets.push(
      await createWallet.execute(user.id, { name: plan.name, currency: plan.currency, balance: plan.balance }),
    );
  }
  const categories: Category[] = [];
  const createCategory = new CreateCategory(repositories.categories, ids, clock);
  for (const plan of CATEGORIES) categories.push(await createCategory.execute(user.id, { name: plan.name }));
  const now = clock.now();
  for (const plan of budgetPlans(now, wallets, categories)) {
    await repositories.budgets.create({
      ...plan,
      id: ids.next(),
      ownerId: user.id,
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
  }

  // Ids of bulk rows: UUID v7 from one pooled random buffer (a syscall per id would dominate).
  let pool = randomBytes(0);
  let offset = 0;
  const bulkIds = createUuidV7Generator((length) => {
    if (offset + length > pool.length) {
      pool = randomBytes(1 << 20);
      offset = 0;
    }
    offset += length;
    return new Uint8Array(pool.subarray(offset - length, offset));
  });
  const stream = transactionStream({
    userId: user.id,
    wallets,
    categories,
    from: monthsBefore(now, months),
    to: now,
    random: prng(Number(values.seed)),
    nextId: () => bulkIds.next(),
    total: count,
  });
  const loadStarted = performance.now();
  for (let done = 0; done < count; ) {
    const size = Math.min(batchSize, count - done);
    await store.loader.insertTransactions(stream.batch(size));
    done += size;
    if (count >= 100_000 && (done % 100_000 === 0 || done === count)) {
      const seconds = (performance.now() - loadStarted) / 1000;
      process.stderr.write(`  ${done} transactions, ${Math.round(done / seconds)} rows/s\n`);
    }
  }
  await store.loader.addToWalletBalances(stream.sums);
  await store.loader.analyze();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${count} transactions for ${email} on ${target.kind} in ${seconds.toFixed(1)} s`);
  console.log(`Log in with e-mail ${email} and password ${password}`);
  console.log(JSON.stringify({ email, password, userId: user.id, transactions: count, seconds }));
} finally {
  await store.close();
}
