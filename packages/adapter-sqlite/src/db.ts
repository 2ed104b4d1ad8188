import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The Drizzle handle every SQLite repository (and later query) works with. */
export type SqliteDatabase = BetterSQLite3Database<typeof schema>;
