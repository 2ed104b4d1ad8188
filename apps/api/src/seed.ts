import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Category, createUuidV7Generator, type Wallet } from "@finance/domain";
import pino from "pino";
import { buildContainer, registerPorts, resolve as resolveToken } from "./composition/container";
import { TOKENS, USE_CASES } from "./composition/tokens";
import { loadConfig, parseDatabaseUrl } from "./config/config";
import { budgetPlans, CATEGORIES, monthsBefore, prng, transactionStream, WALLETS } from "./seed/seedData";
import { openSeedTarget } from "./seed/seedTarget";

/**
 * `pnpm seed --transactions 1000000 [--months 24] [--email E] [--password P] [--seed N] [--batch N]`
 *
 * A realistic data set for ONE new user on DATABASE_URL's database (as the app reads it; migrations
 * are applied): several wallets and currencies, categories, budgets, and transactions spread over
 * the last `months` months. Users, wallets and categories go through the use cases of the
 * composition root's container (on the seed target's repositories), budgets through the
 * repository; transactions through the adapter's bulk loader (multi-row inserts, one database
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
  // The service's defaults (bcrypt cost 10); nothing of the environment but the target is used.
  const container = buildContainer(loadConfig({}), pino({ level: "silent" }));
  registerPorts(container, { repositories: store.repositories });
  const clock = resolveToken(container, TOKENS.Clock);
  const ids = resolveToken(container, TOKENS.IdGenerator);
  const { repositories } = store;
  const email = values.email ?? `seed-${Date.now().toString(36)}@example.com`;
  const password = values.password;
  const user = await resolveToken(container, USE_CASES.registerUser).execute({ name: "Seed User", email, password });
  const wallets: Wallet[] = [];
  const createWallet = resolveToken(container, USE_CASES.createWallet);
  for (const plan of WALLETS) {
    wallets.push(
      await createWallet.execute(user.id, { name: plan.name, currency: plan.currency, balance: plan.balance }),
    );
  }
  const categories: Category[] = [];
  const createCategory = resolveToken(container, USE_CASES.createCategory);
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
