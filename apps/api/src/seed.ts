import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type BudgetMemberId, createUuidV7Generator } from "@finance/domain";
import pino from "pino";
import { buildContainer, registerPorts, resolve as resolveToken } from "./composition/container";
import { pooledRandomBytes } from "./composition/randomPool";
import { TOKENS } from "./composition/tokens";
import { loadConfig, parseDatabaseUrl } from "./config/config";
import { prng } from "./seed/seedData";
import { openSeedTarget } from "./seed/seedTarget";
import { type SeededUser, seedUser } from "./seed/seedUser";

/**
 * `pnpm seed --transactions 1000000 [--months 24] [--email E] [--password P] [--seed N] [--batch N]`
 * `pnpm seed --users 1000 --transactions 365 --months 12 [--email-prefix P] [--share-every N]`
 *
 * A realistic data set on DATABASE_URL's database (as the app reads it; migrations are applied):
 * per user several wallets and currencies, categories, budgets, and `--transactions` transactions
 * spread over the last `months` months (see `seed/seedUser.ts`). With `--users N`, the users are
 * `<prefix>-<i>@example.com`, and every `--share-every`-th user's first budget is shared with the
 * next user as an accepted editor. Prints the e-mail and password to log in with (the last line is
 * JSON, for scripts).
 */
const { values } = parseArgs({
  options: {
    transactions: { type: "string", default: "100000" },
    months: { type: "string", default: "24" },
    users: { type: "string", default: "1" },
    email: { type: "string" },
    "email-prefix": { type: "string" },
    "share-every": { type: "string", default: "10" },
    password: { type: "string", default: "seed-password-123" },
    "bcrypt-cost": { type: "string", default: "10" },
    seed: { type: "string", default: "42" },
    batch: { type: "string", default: "10000" },
  },
});

const count = Number(values.transactions);
const months = Number(values.months);
const users = Number(values.users);
const shareEvery = Number(values["share-every"]);
const batchSize = Number(values.batch);
if (
  ![count, months, batchSize, users, shareEvery].every((n) => Number.isSafeInteger(n) && n >= 0) ||
  batchSize === 0 ||
  users === 0
) {
  console.error(
    "--transactions, --months, --users, --share-every and --batch must be whole numbers (batch, users > 0)",
  );
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
  // The service's defaults but the bcrypt cost; nothing of the environment but the target is used.
  const container = buildContainer(loadConfig({ BCRYPT_COST: values["bcrypt-cost"] }), pino({ level: "silent" }));
  registerPorts(container, { repositories: store.repositories });
  const clock = resolveToken(container, TOKENS.Clock);
  const ids = resolveToken(container, TOKENS.IdGenerator);
  const password = values.password;
  const prefix = values["email-prefix"] ?? `seed-${Date.now().toString(36)}`;
  const emailOf = (index: number) =>
    users === 1 ? (values.email ?? `${prefix}@example.com`) : `${prefix}-${index}@example.com`;

  const bulkIds = createUuidV7Generator(pooledRandomBytes(1 << 20));
  const random = prng(Number(values.seed));
  const seeded: SeededUser[] = [];
  for (let index = 0; index < users; index += 1) {
    seeded.push(
      await seedUser(container, store, {
        email: emailOf(index),
        password,
        transactions: count,
        months,
        batchSize,
        random,
        bulkIds,
        progress: users === 1 && count >= 100_000,
      }),
    );
    if (users >= 100 && (index + 1) % 100 === 0) process.stderr.write(`  ${index + 1} users\n`);
  }

  let shared = 0;
  for (let index = 0; shareEvery > 0 && index + 1 < seeded.length; index += shareEvery) {
    const owner = seeded[index] as SeededUser;
    const friend = seeded[index + 1] as SeededUser;
    const budget = owner.budgets[0];
    if (!budget) continue;
    const memberId = ids.next<BudgetMemberId>();
    const now = clock.now();
    await store.repositories.budgets.addMember({
      id: memberId,
      budgetId: budget.id,
      userId: friend.userId,
      email: friend.email,
      role: "editor",
      share: 50,
      status: "pending",
      invitedAt: now,
      respondedAt: null,
    });
    await store.repositories.budgets.answerInvitation(memberId, "accepted", now);
    shared += 1;
  }
  await store.loader.analyze();
  const seconds = (performance.now() - started) / 1000;
  const first = seeded[0] as SeededUser;
  const who = users === 1 ? first.email : `${users} users ${emailOf(0)} ... ${emailOf(users - 1)}`;
  console.log(`Seeded ${count} transactions each for ${who} on ${target.kind} in ${seconds.toFixed(1)} s`);
  console.log(`Log in with e-mail ${first.email} and password ${password}`);
  console.log(
    JSON.stringify({
      email: first.email,
      password,
      userId: first.userId,
      transactions: count,
      users,
      emails: seeded.map((user) => user.email),
      sharedBudgets: shared,
      seconds,
    }),
  );
} finally {
  await store.close();
}
