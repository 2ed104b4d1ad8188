import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { repositoryTablesOf, schemaRepositories, sharedRepositories } from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate as runMigrations } from "drizzle-orm/better-sqlite3/migrator";
import { budgetAndAccountStores } from "./budgetAndAccountStores";
import { startBackgroundCheckpoints } from "./checkpoints";
import * as dashboardSchema from "./dashboardSchema";
import type { SqliteDatabase } from "./db";
import { ledgerRepositories } from "./ledgerRepositories";
import { dropValueSamples } from "./planStatistics";
import * as schema from "./schema";
import { sqliteDriver } from "./sqliteDriver";
import { cacheStatements } from "./statementCache";

/** The committed migrations of this package, found from this file, not from the working directory. */
export const SQLITE_MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

export const SQLITE_SYNCHRONOUS = ["full", "normal"] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS)[number];

export interface SqliteOptions {
  /** A file path (its folder is created) or `:memory:` (one private database per open). */
  readonly path: string;
  /** How long a write waits for another connection's lock before failing. Default 5000. */
  readonly busyTimeoutMs?: number;
  /**
   * When a commit reaches the disk (files only). `full`, the default: before the commit returns,
   * so an answered write survives a power cut or an OS crash. `normal`: at the next checkpoint;
   * such a crash can then take back the last commits (whole ones, never half of one), while a crash
   * of the process alone loses nothing either way.
   */
  readonly synchronous?: SqliteSynchronous;
  /**
   * Checkpoint the WAL from a worker thread every this many milliseconds instead of inside the
   * commits that pass SQLite's 1000-page mark (files only; see `startBackgroundCheckpoints`).
   * Default: inline, as SQLite does.
   */
  readonly backgroundCheckpointMs?: number;
  /** Override where the migrations are read from (a bundled build). Default: this package's `drizzle/`. */
  readonly migrationsFolder?: string;
}

export interface SqliteAdapter {
  readonly repositories: Repositories;
  /** The dashboard's aggregate queries (GROUP BY over the rollups kept by triggers). */
  readonly dashboard: DashboardQuery;
  /** Changes whenever any connection commits to the file (for caches of answers). */
  readonly version: StoreVersion;
  /** The Drizzle handle, for queries beyond the repository ports (the dashboard). */
  readonly db: SqliteDatabase;
  /** The better-sqlite3 connection underneath. */
  readonly sqlite: Database.Database;
  /** Applies the committed migrations that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Applies this package's migrations to an open database (what `SqliteAdapter.migrate` does). */
export const migrateSqlite = (db: SqliteDatabase, migrationsFolder = SQLITE_MIGRATIONS_FOLDER): void => {
  runMigrations(db, { migrationsFolder });
};

/**
 * Creates the database's folder 0700 and its file 0600 (less under a stricter umask) when they do
 * not exist yet: SQLite would create the file 0644, readable by every local user, and gives its
 * -wal and -shm files the database file's mode. Existing files keep the mode they were given.
 */
const createPrivately = (path: string): void => {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  closeSync(openSync(path, "a", 0o600));
};

/**
 * Opens (or creates) a SQLite database: WAL journal for files (readers never block the writer),
 * a busy timeout, foreign keys enforced, no value samples for the planner (`dropValueSamples`).
 * One connection; better-sqlite3 is synchronous, so every repository write is one atomic
 * transaction that no other call can interleave with.
 */
export const openSqlite = (options: SqliteOptions): SqliteAdapter => {
  const inMemory = options.path === ":memory:";
  if (!inMemory) createPrivately(options.path);
  const sqlite = new Database(options.path);
  try {
    if (!inMemory) {
      sqlite.pragma("journal_mode = WAL");
      sqlite.pragma(`synchronous = ${options.synchronous === "normal" ? "NORMAL" : "FULL"}`);
    }
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    sqlite.pragma("foreign_keys = ON");
    // Each grouped write runs in a savepoint, whose statement journal keeps every page the write
    // changes; past 64 KiB SQLite spills it to a temporary file, a pwrite per page. In memory it
    // stays a group's pages at most (64 writes), and no temporary table is large here.
    sqlite.pragma("temp_store = MEMORY");
    dropValueSamples(sqlite);
    cacheStatements(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const checkpoints =
    !inMemory && options.backgroundCheckpointMs !== undefined
      ? startBackgroundCheckpoints(sqlite, options.path, options.backgroundCheckpointMs)
      : undefined;
  const db = drizzle({ client: sqlite, schema });
  const driver = sqliteDriver(db);
  const tables = repositoryTablesOf(schema, dashboardSchema);
  const stores = budgetAndAccountStores(db, sqlite, driver, tables);
  return {
    db,
    sqlite,
    dashboard: stores.dashboard,
    version: stores.version,
    repositories: {
      ...ledgerRepositories(db, driver, tables),
      ...stores.repositories,
      ...sharedRepositories(driver, tables),
      ...schemaRepositories(driver, schema, tables.daily),
    },
    migrate: async () => migrateSqlite(db, options.migrationsFolder),
    close: async () => {
      await checkpoints?.stop();
      if (sqlite.open) sqlite.close();
    },
  };
};
