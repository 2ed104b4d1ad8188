import type Database from "better-sqlite3";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The Drizzle handle every SQLite repository (and later query) works with, and its connection. */
export type SqliteDatabase = BetterSQLite3Database<typeof schema> & { readonly $client: Database.Database };

/** What a repository's transaction body receives: the same query API, inside one transaction. */
export type Tx = Parameters<Parameters<SqliteDatabase["transaction"]>[0]>[0];
