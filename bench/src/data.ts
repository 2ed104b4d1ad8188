import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { postgresClient } from "@finance/adapter-postgres";
import type postgres from "postgres";
import type { BenchOptions, Store } from "./options";
import { run } from "./processes";

/** What the seed script (`apps/api/src/seed.ts`) created, as its last output line says. */
export interface SeededData {
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  readonly transactions: number;
  /** Months of history the seed spread the transactions over, ending at `seededAt`. */
  readonly months: number;
  readonly seededAt: string;
  readonly seedSeconds: number;
  /** Every seeded user's e-mail (one, or `--users N` of them; all with `password`). */
  readonly emails: readonly string[];
}

/** What to seed: the one-user data set of the main scenarios, or the many-user one. */
export interface Dataset {
  /** Names the database (`<base>_<key>`) and the SQLite file; [a-z0-9_] only. */
  readonly key: string;
  readonly months: number;
  /** Transactions per user. */
  readonly transactions: number;
  readonly users: number;
}

export const oneUserDataset = (options: BenchOptions): Dataset => ({
  key: String(options.transactions),
  months: SEED_MONTHS,
  transactions: options.transactions,
  users: 1,
});

export interface PreparedStore {
  readonly store: Store;
  readonly databaseUrl: string;
  readonly seeded: SeededData;
  /** True when an earlier run's database was reused (`--reuse-data`). */
  readonly reused: boolean;
}

export interface Paths {
  readonly root: string;
  readonly api: string;
  readonly bench: string;
}

export const SEED_MONTHS = 24;

const benchDatabase = (options: BenchOptions, key: string) => {
  const url = new URL(options.postgresUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || "finance_bench";
  const database = `${base}_${key}`;
  if (!/^[a-z_][a-z0-9_]*$/i.test(database)) throw new Error(`Unusable database name ${database}`);
  const target = new URL(url);
  target.pathname = `/${database}`;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  return { database, url: target.toString(), adminUrl: admin.toString() };
};

const withAdmin = async <T>(adminUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
  const sql = postgresClient(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
};

/** The PostgreSQL server's version, for the machine line of the report. */
export const postgresVersion = (options: BenchOptions): Promise<string> =>
  withAdmin(benchDatabase(options, "version").adminUrl, async (sql) => {
    const [row] = await sql<{ server_version: string }[]>`show server_version`;
    return row?.server_version ?? "unknown";
  });

/**
 * `VACUUM (ANALYZE)` of a seeded database: sets the visibility map the bulk load left empty, so
 * index-only scans skip the heap from the first request instead of whenever autovacuum comes by.
 */
export const vacuumPostgres = async (databaseUrl: string): Promise<void> => {
  const sql = postgresClient(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe("vacuum (analyze)");
  } finally {
    await sql.end({ timeout: 5 });
  }
};

const databaseExists = (adminUrl: string, database: string) =>
  withAdmin(adminUrl, async (sql) => (await sql`select 1 from pg_database where datname = ${database}`).length > 0);

/**
 * A database of the data set (by default `options.transactions` transactions for one user), seeded
 * by the seed script on a fresh database (dropped and created again), or reused from an earlier run
 * with `--reuse-data`.
 */
export const prepareStore = async (
  store: Store,
  options: BenchOptions,
  paths: Paths,
  dataset: Dataset = oneUserDataset(options),
): Promise<PreparedStore> => {
  mkdirSync(options.dataDir, { recursive: true });
  const marker = join(options.dataDir, `${store}-${dataset.key}.json`);
  let databaseUrl: string;
  let exists: boolean;
  let recreate: () => Promise<void>;
  if (store === "sqlite") {
    const file = join(options.dataDir, `finance-bench-${dataset.key}.db`);
    databaseUrl = `sqlite:${file}`;
    exists = existsSync(file);
    recreate = async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    };
  } else {
    const target = benchDatabase(options, dataset.key);
    databaseUrl = target.url;
    exists = await databaseExists(target.adminUrl, target.database);
    recreate = () =>
      withAdmin(target.adminUrl, async (sql) => {
        await sql.unsafe(`drop database if exists "${target.database}" with (force)`);
        await sql.unsafe(`create database "${target.database}"`);
      });
  }
  if (options.reuseData && exists && existsSync(marker)) {
    const seeded = JSON.parse(readFileSync(marker, "utf8")) as SeededData;
    if (seeded.transactions === dataset.transactions && seeded.emails?.length === dataset.users) {
      return { store, databaseUrl, seeded, reused: true };
    }
  }
  rmSync(marker, { force: true });
  await recreate();
  const email = `bench-${store}-${dataset.key}@example.com`;
  const password = "bench-password-123";
  const seededAt = new Date().toISOString();
  const who = dataset.users === 1 ? "" : ` for each of ${dataset.users} users`;
  console.log(`  seeding ${dataset.transactions} transactions${who} on ${store} (the seed script)...`);
  const stdout = await run(
    join(paths.bench, "node_modules/.bin/tsx"),
    [
      "src/seed.ts",
      "--transactions",
      String(dataset.transactions),
      "--months",
      String(dataset.months),
      "--password",
      password,
      ...(dataset.users === 1
        ? ["--email", email]
        : ["--users", String(dataset.users), "--email-prefix", `bench-${store}-${dataset.key}`, "--bcrypt-cost", "4"]),
    ],
    { cwd: paths.api, env: { ...process.env, DATABASE_URL: databaseUrl }, echo: true },
  );
  const last = stdout.trim().split("\n").at(-1) ?? "";
  const answer = JSON.parse(last) as {
    email: string;
    emails: string[];
    userId: string;
    transactions: number;
    seconds: number;
  };
  const seeded: SeededData = {
    email: answer.email,
    emails: answer.emails,
    password,
    userId: answer.userId,
    transactions: answer.transactions,
    months: dataset.months,
    seededAt,
    seedSeconds: Math.round(answer.seconds * 10) / 10,
  };
  writeFileSync(marker, `${JSON.stringify(seeded, null, 2)}\n`);
  return { store, databaseUrl, seeded, reused: false };
};
