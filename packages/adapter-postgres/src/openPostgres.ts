import { fileURLToPath } from "node:url";
import { repositoryTablesOf, schemaRepositories, sharedRepositories } from "@finance/adapter-sql";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { budgetAndAccountStores } from "./budgetAndAccountStores";
import * as dashboardSchema from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { ledgerRepositories } from "./ledgerRepositories";
import { PostgresChannel } from "./PostgresChannel";
import { postgresDriver } from "./postgresDriver";
import { postgresTarget } from "./postgresTarget";
import { preparingEveryQuery } from "./preparingClient";
import * as schema from "./schema";

/** The committed migrations of this package, found from this file, not from the working directory. */
export const POSTGRES_MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

export interface PostgresOptions {
  /**
   * `postgres://user:password@host:port/database` (postgresql:// too); libpq's `?host=` and `?port=`
   * parameters and a Unix-domain socket's directory as the host are read as libpq reads them
   * (`postgresTarget`).
   */
  readonly url: string;
  /** Connections in this process's pool. Default 10. */
  readonly poolSize?: number;
  /** Longest a statement may run before the server cancels it; 0 turns it off. Default 30000. */
  readonly statementTimeoutMs?: number;
  /**
   * Schema holding the tables (set as the connections' `search_path`; `migrate` creates it).
   * Default: the server's search_path (normally `public`). Tests use one fresh schema per file.
   */
  readonly schema?: string;
  /** Override where the migrations are read from (a bundled build). Default: this package's `drizzle/`. */
  readonly migrationsFolder?: string;
}

export interface PostgresAdapter {
  readonly repositories: Repositories;
  /** The dashboard's aggregate queries (GROUP BY over the rollups kept by triggers). */
  readonly dashboard: DashboardQuery;
  /** Changes whenever anything commits on the server (for caches of answers). */
  readonly version: StoreVersion;
  /** The Drizzle handle, for queries beyond the repository ports (the dashboard). */
  readonly db: PostgresDatabase;
  /** The postgres.js pool underneath. */
  readonly sql: postgres.Sql;
  /** A LISTEN/NOTIFY channel of this database (listening takes one more connection, made once). */
  channel(name: string): PostgresChannel;
  /** Applies the committed migrations that are not applied yet (safe when several processes start at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const APPLICATION_NAME = "finance-service";

const checkedSchema = (schemaName: string | undefined): string | undefined => {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`PostgreSQL schema name must be a plain identifier, got ${JSON.stringify(schemaName)}`);
  }
  return schemaName;
};

/**
 * JIT and parallel workers are off: every statement here is a short indexed read or write. A plan
 * whose estimated cost passes `jit_above_cost` (a misestimate, not a long query) would spend
 * 15-20 ms compiling on every execution, and starting workers for the dashboard's few thousand
 * index entries cost tens of ms on a small busy machine, far more than the work.
 */
const connectionParameters = (schemaName: string | undefined, statementTimeoutMs: number) => ({
  application_name: APPLICATION_NAME,
  statement_timeout: statementTimeoutMs,
  jit: "off",
  // Text: postgres.js leaves out a parameter whose value is falsy, such as the number 0.
  max_parallel_workers_per_gather: "0",
  ...(schemaName ? { search_path: schemaName } : {}),
});

/** A postgres.js pool for this URL, with libpq's host and port forms read (`postgresTarget`). */
export const postgresClient = (url: string, options: postgres.Options<Record<string, never>>) => {
  const target = postgresTarget(url);
  return postgres(target.url, {
    ...options,
    ...(target.host !== undefined && { host: target.host }),
    ...(target.port !== undefined && { port: target.port }),
  });
};

/**
 * Applies this package's migrations with Drizzle's PostgreSQL migrator, on one dedicated
 * connection that holds an advisory lock meanwhile, so API processes starting together apply
 * each migration once. drizzle-kit writes foreign keys as `REFERENCES "public"."t"`; that
 * qualifier is dropped so every object lands in the connection's schema like the tables do.
 * With a `schema`, the bookkeeping table lives in it too (dropping the schema forgets everything);
 * otherwise in `drizzle.__drizzle_migrations`, where drizzle-kit looks for it.
 */
export const migratePostgres = async (options: Pick<PostgresOptions, "url" | "schema" | "migrationsFolder">) => {
  const schemaName = checkedSchema(options.schema);
  const migrationsFolder = options.migrationsFolder ?? POSTGRES_MIGRATIONS_FOLDER;
  const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replaceAll('"public".', "")),
  }));
  const client = postgresClient(options.url, {
    max: 1,
    onnotice: () => {},
    connection: connectionParameters(schemaName, 0),
  });
  const lockKey = `finance-service:migrations:${schemaName ?? "default"}`;
  try {
    if (schemaName) await client`create schema if not exists ${client(schemaName)}`;
    await client`select pg_advisory_lock(hashtext(${lockKey}))`;
    try {
      const db = drizzle({ client });
      // What drizzle-orm/postgres-js/migrator does, with the rewritten statements; the cast only
      // bridges the session's schema generics, which the migrator does not use.
      const session = db._.session as unknown as Parameters<PgDialect["migrate"]>[1];
      await new PgDialect().migrate(migrations, session, {
        migrationsFolder,
        migrationsSchema: schemaName ?? "drizzle",
      });
    } finally {
      await client`select pg_advisory_unlock(hashtext(${lockKey}))`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
};

/**
 * Opens a postgres.js pool (connections are made on first use). Each process keeps its own pool;
 * correctness under several processes comes from the database: row locks, unique indexes, and
 * balances moved with `balance = balance + delta` inside the write's transaction.
 */
export const openPostgres = (options: PostgresOptions): PostgresAdapter => {
  const schemaName = checkedSchema(options.schema);
  const sql = postgresClient(options.url, {
    max: options.poolSize ?? 10,
    onnotice: () => {},
    connection: connectionParameters(schemaName, options.statementTimeoutMs ?? 30_000),
  });
  const db = drizzle({ client: preparingEveryQuery(sql), schema });
  const driver = postgresDriver(db);
  const tables = repositoryTablesOf(schema, dashboardSchema);
  const stores = budgetAndAccountStores(db, sql, driver, tables);
  return {
    db,
    sql,
    dashboard: stores.dashboard,
    version: stores.version,
    channel: (name) => new PostgresChannel(sql, name),
    repositories: {
      ...ledgerRepositories(db, driver, tables),
      ...stores.repositories,
      ...sharedRepositories(driver, tables),
      ...schemaRepositories(driver, schema, tables.daily),
    },
    migrate: () =>
      migratePostgres({ url: options.url, schema: schemaName, migrationsFolder: options.migrationsFolder }),
    close: () => sql.end({ timeout: 5 }),
  };
};
