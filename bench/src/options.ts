import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

export type Store = "sqlite" | "postgres";

/** Everything a run can be told, from flags first and the BENCH_* environment second. */
export interface BenchOptions {
  /** Smoke run: small data set, short durations, results in `quick.{json,md}`. */
  readonly quick: boolean;
  /** Transactions seeded per store. */
  readonly transactions: number;
  /** Seconds measured per scenario, after `warmupSeconds` unmeasured. */
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  /** Concurrent connections of every scenario but the receipt one. */
  readonly connections: number;
  readonly receiptConnections: number;
  readonly receiptDurationSeconds: number;
  readonly stores: readonly Store[];
  /** Scenario ids to run (empty: all). The ceiling always runs. */
  readonly only: readonly string[];
  /** Run cluster rows (`pnpm start:cluster`). */
  readonly cluster: boolean;
  /** Build apps/api first (`pnpm --filter @finance/api build`). */
  readonly build: boolean;
  /** Reuse a database seeded by an earlier run with the same size instead of seeding afresh. */
  readonly reuseData: boolean;
  /** Start the app with `node --cpu-prof` and print the hottest functions; results go next to the profiles. */
  readonly profile: boolean;
  /** Where SQLite files and seed markers live. */
  readonly dataDir: string;
  /** PostgreSQL server and base database name; the run uses `<name>_<transactions>`. */
  readonly postgresUrl: string;
  /** Results folder and file stem: `latest` for a complete run on fresh data, `quick`, or `partial`. */
  readonly outDir: string;
  readonly outName: string;
  /** The many-user scenario: users seeded per store, each with `userTransactions` over 12 months. */
  readonly users: number;
  readonly userTransactions: number;
  /** Its open-model arrival rate (requests/s), measured seconds, and in-flight requests at saturation. */
  readonly rate: number;
  readonly manyUsersSeconds: number;
  readonly inFlight: number;
  /**
   * `--compare <git-ref>`: the ref checked out beside this tree, both builds measured on the core
   * rows in `rounds` interleaved rounds; results in `compare-<short-ref>.{json,md}`.
   */
  readonly compare?: string;
  readonly rounds: number;
  /** Keep the compared ref's worktree (and its install and build) for the next run. */
  readonly keepWorktree: boolean;
  /** The data rows: rows of the bank CSV previewed and committed, occurrences the scheduler records. */
  readonly importRows: number;
  readonly occurrences: number;
}

const USAGE = `pnpm bench [--quick] [--transactions N] [--duration S] [--warmup S] [--connections N]
           [--receipt-connections N] [--receipt-duration S] [--stores sqlite,postgres]
           [--only id,id] [--no-cluster] [--no-build] [--reuse-data] [--profile]
           [--users N] [--user-transactions N] [--rate R] [--many-duration S] [--in-flight N]
           [--import-rows N] [--occurrences N]
pnpm bench --compare <git-ref> [--rounds N] [--keep-worktree] [--transactions N] [--duration S]
           [--warmup S] [--connections N] [--stores sqlite,postgres] [--only id,id] [--reuse-data]
           (defaults for --compare: 100000 transactions, 4 rounds of 4 s after 1 s warm-up)
Scenario ids for --only: health, list-first, list-deep, dashboard, create, receipt, wallet-get,
             wallet-list, ceiling-page, first-load, many-users, queue, imports, export, scheduler
Environment: BENCH_TRANSACTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_STORES,
             BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/finance_bench), BENCH_DATA_DIR`;

const positive = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}\n${USAGE}`);
  return value;
};

const list = (raw: string | undefined): string[] =>
  (raw ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export const parseOptions = (argv: readonly string[], env: NodeJS.ProcessEnv, benchDir: string): BenchOptions => {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: {
      quick: { type: "boolean", default: false },
      transactions: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      "receipt-connections": { type: "string" },
      "receipt-duration": { type: "string" },
      stores: { type: "string" },
      only: { type: "string" },
      "no-cluster": { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      "reuse-data": { type: "boolean", default: false },
      profile: { type: "boolean", default: false },
      users: { type: "string" },
      "user-transactions": { type: "string" },
      rate: { type: "string" },
      "many-duration": { type: "string" },
      "in-flight": { type: "string" },
      compare: { type: "string" },
      rounds: { type: "string" },
      "keep-worktree": { type: "boolean", default: false },
      "import-rows": { type: "string" },
      occurrences: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick || env.BENCH_QUICK === "1";
  const compare = values.compare;
  if (compare !== undefined && !/^[\w./@^~-]+$/.test(compare)) throw new Error(`Unusable git ref ${compare}\n${USAGE}`);
  const stores = list(values.stores ?? env.BENCH_STORES ?? "sqlite,postgres");
  for (const store of stores) {
    if (store !== "sqlite" && store !== "postgres") throw new Error(`Unknown store ${store}\n${USAGE}`);
  }
  const transactions = Math.round(
    positive(
      "--transactions",
      values.transactions ?? env.BENCH_TRANSACTIONS,
      quick ? 50_000 : compare !== undefined ? 100_000 : 1_000_000,
    ),
  );
  return {
    quick,
    transactions,
    durationSeconds: positive("--duration", values.duration ?? env.BENCH_DURATION, quick ? 3 : compare ? 4 : 10),
    warmupSeconds: positive("--warmup", values.warmup ?? env.BENCH_WARMUP, quick || compare ? 1 : 3),
    connections: Math.round(positive("--connections", values.connections ?? env.BENCH_CONNECTIONS, 50)),
    receiptConnections: Math.round(positive("--receipt-connections", values["receipt-connections"], 2)),
    receiptDurationSeconds: positive("--receipt-duration", values["receipt-duration"], quick ? 5 : 15),
    stores: stores as Store[],
    only: list(values.only),
    cluster: !values["no-cluster"],
    build: !values["no-build"],
    reuseData: values["reuse-data"],
    profile: values.profile,
    dataDir: env.BENCH_DATA_DIR ?? join(tmpdir(), "finance-bench"),
    postgresUrl: env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/finance_bench",
    users: Math.round(positive("--users", values.users, quick ? 100 : 1_000)),
    userTransactions: Math.round(positive("--user-transactions", values["user-transactions"], quick ? 60 : 365)),
    rate: positive("--rate", values.rate, quick ? 300 : 1_000),
    manyUsersSeconds: positive("--many-duration", values["many-duration"], quick ? 5 : 20),
    inFlight: Math.round(positive("--in-flight", values["in-flight"], 64)),
    ...(compare !== undefined && { compare }),
    rounds: Math.round(positive("--rounds", values.rounds, 4)),
    keepWorktree: values["keep-worktree"],
    importRows: Math.round(positive("--import-rows", values["import-rows"], quick ? 10_000 : 100_000)),
    occurrences: Math.round(positive("--occurrences", values.occurrences, quick ? 1_000 : 10_000)),
    outDir: join(benchDir, "results"),
    // Only a complete run on fresh data replaces the committed latest.{json,md}.
    outName: quick
      ? "quick"
      : values.only === undefined &&
          values.users === undefined &&
          values.rate === undefined &&
          values["import-rows"] === undefined &&
          values.occurrences === undefined &&
          stores.length === 2 &&
          !values["no-cluster"] &&
          !values["reuse-data"] &&
          !values.profile
        ? "latest"
        : "partial",
  };
};
