import { isAbsolute, resolve } from "node:path";
import { describePostgresTarget, openPostgres } from "@finance/adapter-postgres";
import { openSqlite } from "@finance/adapter-sqlite";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import type { Logger } from "pino";
import type { Config, DatabaseTarget } from "../config/config";

/** Messages to every process that uses the same database, this one included. */
export interface StoreChannel {
  send(payload: string): Promise<void>;
  /** Resolves once listening; `onGap` runs whenever messages may have been missed (a reconnect). */
  listen(onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

/** An open, migrated database: its repositories and how to close it. */
export interface Database {
  readonly kind: DatabaseTarget["kind"];
  readonly repositories: Repositories;
  readonly dashboard: DashboardQuery;
  /** Moves whenever anything commits to the store: what cached answers are checked against. */
  readonly version: StoreVersion;
  /** A named channel between the processes on this database (PostgreSQL); SQLite has none. */
  readonly channel?: (name: string) => StoreChannel;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema holding the tables (tests use a fresh one). Default: the search_path. */
  readonly postgresSchema?: string;
}

/** How often the SQLite WAL is copied into the database file, off the request thread. */
const SQLITE_CHECKPOINT_INTERVAL_MS = 100;

/**
 * DATABASE_URL's database, with the committed migrations applied before anything uses it.
 * SQLite paths are relative to the working directory; the file's folder is created.
 */
export const openDatabase = async (
  config: Pick<Config, "database" | "db">,
  logger: Logger,
  options: OpenDatabaseOptions = {},
): Promise<Database> => {
  const target = config.database;
  if (target.kind === "sqlite") {
    const path = target.path === ":memory:" || isAbsolute(target.path) ? target.path : resolve(target.path);
    const adapter = openSqlite({
      path,
      backgroundCheckpointMs: SQLITE_CHECKPOINT_INTERVAL_MS,
      busyTimeoutMs: config.db.sqliteBusyTimeoutMs,
      synchronous: config.db.sqliteSynchronous,
    });
    try {
      await adapter.migrate();
    } catch (error) {
      await adapter.close();
      throw error;
    }
    logger.info({ database: "sqlite", path }, "database ready (migrations applied)");
    return {
      kind: "sqlite",
      repositories: adapter.repositories,
      dashboard: adapter.dashboard,
      version: adapter.version,
      close: () => adapter.close(),
    };
  }
  const adapter = openPostgres({
    url: target.url,
    poolSize: config.db.poolMax,
    statementTimeoutMs: config.db.statementTimeoutMs,
    ...(options.postgresSchema !== undefined && { schema: options.postgresSchema }),
  });
  try {
    await adapter.migrate();
  } catch (error) {
    await adapter.close();
    throw error;
  }
  logger.info(
    { database: "postgres", server: describePostgresTarget(target.url) },
    "database ready (migrations applied)",
  );
  return {
    kind: "postgres",
    repositories: adapter.repositories,
    dashboard: adapter.dashboard,
    version: adapter.version,
    channel: (name) => adapter.channel(name),
    close: () => adapter.close(),
  };
};
