// @ts-check
/**
 * One short life of a user, run on the BUILT `@finance/domain` (its packed tarball) and its
 * in-memory adapters, the same file in every runtime (hosts/). Plain JavaScript so that no runtime
 * needs a TypeScript step; the ports it must supply (password hasher, ids) use only Web APIs
 * (`crypto.subtle`, `crypto.getRandomValues`, `TextEncoder`), which every one of them has.
 *
 * `runScenario()` resolves to `{ checks, lines }` or rejects with every failed check listed.
 */
import { createUseCases, createUuidV7Generator, DomainError } from "@finance/domain";
import {
  createMemoryRepositories,
  MemoryDashboardQuery,
  MemoryFileStore,
  MemoryStore,
  portNotWired,
} from "@finance/domain/testing";

/** Mid-March 2026 (UTC); every date below is relative to it. */
const NOW = new Date("2026-03-15T12:00:00.000Z");

/** PasswordHasher on Web Crypto: PBKDF2-SHA-256 with a random salt. */
const webCryptoHasher = () => {
  const iterations = 10_000;
  const hex = (/** @type {ArrayBuffer | Uint8Array} */ bytes) =>
    Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
  const derive = async (/** @type {string} */ password, /** @type {Uint8Array<ArrayBuffer>} */ salt) => {
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
      "deriveBits",
    ]);
    return hex(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256));
  };
  return {
    hash: async (/** @type {string} */ password) => {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return `pbkdf2$${iterations}$${hex(salt)}$${await derive(password, salt)}`;
    },
    verify: async (/** @type {string} */ password, /** @type {string} */ stored) => {
      const [, , saltHex = "", expected] = stored.split("$");
      const salt = new Uint8Array((saltHex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
      return (await derive(password, salt)) === expected;
    },
  };
};

export const runScenario = async () => {
  const clock = { now: () => new Date(NOW) };
  const ids = createUuidV7Generator(
    (length) => crypto.getRandomValues(new Uint8Array(length)),
    () => clock.now().getTime(),
  );
  const hasher = webCryptoHasher();
  const store = new MemoryStore();
  const repos = createMemoryRepositories(store);
  // Every use case of the domain's list; this life reads no receipts and issues no sessions, so
  // those ports are left out (any use of one throws).
  const {
    registerUser,
    createWallet,
    createCategory,
    createTransaction,
    createBudget,
    getBudget,
    getDashboardSummary,
  } = createUseCases({
    repositories: repos,
    dashboard: new MemoryDashboardQuery(store),
    passwords: hasher,
    tokens: portNotWired("tokens"),
    secrets: portNotWired("secrets"),
    ids,
    clock,
    ocr: portNotWired("ocr"),
    files: new MemoryFileStore(clock),
    jobs: portNotWired("jobs"),
    statements: portNotWired("statements"),
    webhookUrls: portNotWired("webhookUrls"),
    webhookSecrets: portNotWired("webhookSecrets"),
    webhookSender: portNotWired("webhookSender"),
    recurrenceRules: portNotWired("recurrenceRules"),
    settings: {
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      storageQuotaBytes: 100 * 1024 * 1024,
      idempotencyLeaseMs: 60_000,
      importMaxRows: 200_000,
    },
  });

  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const failures = [];
  let checks = 0;
  const check = (/** @type {string} */ what, /** @type {unknown} */ actual, /** @type {unknown} */ expected) => {
    checks += 1;
    const [got, want] = [JSON.stringify(actual), JSON.stringify(expected)];
    if (got === want) lines.push(`ok   ${what}: ${got}`);
    else failures.push(`FAIL ${what}: got ${got}, expected ${want}`);
  };

  const user = await registerUser.execute({ name: "Ada", email: " Ada@Example.COM ", password: "correct horse 1" });
  check("registered e-mail, trimmed", user.email, "Ada@Example.COM");
  // E-mails are matched without case: the other spelling finds the same user.
  const stored = await repos.users.findByEmail("ada@example.com");
  check("found by e-mail in another case", stored?.id, user.id);
  check(
    "password stored hashed, and it verifies",
    await hasher.verify("correct horse 1", stored?.passwordHash ?? ""),
    true,
  );

  const wallet = await createWallet.execute(user.id, { name: "Checking", currency: "usd", balance: 1000 });
  check("wallet opening balance (minor units)", [wallet.currency, wallet.balanceMinor], ["USD", 100_000]);

  const groceries = await createCategory.execute(user.id, { name: "Groceries" });
  const rent = await createCategory.execute(user.id, { name: "Rent" });
  const salary = await createCategory.execute(user.id, { name: "Salary" });
  const duplicate = await createCategory.execute(user.id, { name: "groceries" }).catch((error) => error);
  // Thrown by the memory adapter (the `./testing` entry), caught as the main entry's class: one
  // DomainError class across both entry points of the package.
  check(
    "same category name again",
    [duplicate instanceof DomainError, duplicate?.code],
    [true, "CATEGORY_ALREADY_EXISTS"],
  );

  const record = (
    /** @type {Pick<import("@finance/domain").CreateTransactionInput, "type" | "amount" | "date" | "categoryId"> & { currency?: string }} */ input,
  ) => createTransaction.execute(user.id, { currency: "USD", walletId: wallet.id, description: "", ...input });
  await record({ type: "income", amount: 2500, date: "2026-03-01", categoryId: salary.id });
  await record({ type: "expense", amount: 800, date: "2026-03-03", categoryId: rent.id });
  await record({ type: "expense", amount: 45.67, date: "2026-03-02", categoryId: groceries.id });
  await record({ type: "expense", amount: 120.13, date: "2026-03-09", categoryId: groceries.id });
  await record({ type: "expense", amount: 30, date: "2026-02-20", categoryId: groceries.id });
  const mismatch = await record({
    type: "expense",
    amount: 1,
    currency: "EUR",
    date: "2026-03-10",
    categoryId: rent.id,
  })
    .then(() => "written")
    .catch((error) => error.code);
  check("a EUR expense in a USD wallet is refused", mismatch, "CURRENCY_MISMATCH");

  const food = await createBudget.execute(user.id, {
    name: "Food",
    currency: "USD",
    limit: 200,
    period: "monthly",
    startDate: "2026-03-01",
    walletId: wallet.id,
    categoryIds: [groceries.id],
  });
  /** @param {import("@finance/domain").BudgetProgress} progress */
  const progress = ({ periodStart, periodEnd, spentMinor, remainingMinor, percentUsed, exceeded }) => ({
    periodStart,
    periodEnd,
    spentMinor,
    remainingMinor,
    percentUsed,
    exceeded,
  });
  check("budget progress at creation (March window, groceries only)", progress(food.progress), {
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    spentMinor: 16_580,
    remainingMinor: 3_420,
    percentUsed: 82.9,
    exceeded: false,
  });

  const over = await record({ type: "expense", amount: 50, date: "2026-03-14", categoryId: groceries.id });
  check("the expense that passes the limit reports its budget", over.budgets[0] && progress(over.budgets[0]), {
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    spentMinor: 21_580,
    remainingMinor: -1_580,
    percentUsed: 107.9,
    exceeded: true,
  });
  check("budget read back", (await getBudget.execute(user.id, food.budget.id)).progress.spentMinor, 21_580);

  const summary = await getDashboardSummary.execute(user.id);
  check(
    "dashboard range: the current month",
    [summary.range.from.toISOString(), summary.range.to.toISOString()],
    ["2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
  );
  check("dashboard totals", summary.totals, [
    { currency: "USD", incomeMinor: 250_000, expenseMinor: 101_580, count: 5, netMinor: 148_420 },
  ]);
  check(
    "dashboard by category",
    summary.byCategory.map(({ name, incomeMinor, expenseMinor, count }) => [name, incomeMinor, expenseMinor, count]),
    [
      ["Groceries", 0, 21_580, 3],
      ["Rent", 0, 80_000, 1],
      ["Salary", 250_000, 0, 1],
    ],
  );
  check(
    "dashboard wallet balance: 1000 + 2500 - 800 - 45.67 - 120.13 - 30 - 50",
    summary.wallets.map((w) => w.balanceMinor),
    [245_420],
  );
  check(
    "dashboard budgets",
    summary.budgets.map(({ budget, progress: p }) => [budget.name, p.spentMinor, p.exceeded]),
    [["Food", 21_580, true]],
  );
  check(
    "dashboard trend: 12 months, February and March with figures",
    [
      summary.trend.length,
      summary.trend[0]?.month,
      summary.trend.filter((m) => m.incomeMinor || m.expenseMinor).map((m) => [m.month, m.incomeMinor, m.expenseMinor]),
    ],
    [
      12,
      "2025-04",
      [
        ["2026-02", 0, 3_000],
        ["2026-03", 250_000, 101_580],
      ],
    ],
  );
  check(
    "dashboard recent: the five newest in the range",
    summary.recent.map((t) => [t.date.toISOString().slice(0, 10), t.amountMinor]),
    [
      ["2026-03-14", -5_000],
      ["2026-03-09", -12_013],
      ["2026-03-03", -80_000],
      ["2026-03-02", -4_567],
      ["2026-03-01", 250_000],
    ],
  );

  if (failures.length > 0) throw new Error(`${failures.length} of ${checks} checks failed:\n${failures.join("\n")}`);
  return { checks, lines };
};
