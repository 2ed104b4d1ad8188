import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The Drizzle handle every SQLite repository (and later query) works with. */
export type SqliteDatabase = BetterSQLite3Database<typeof schema>;

/** Rows per INSERT: well under SQLite's bound-parameter limit for the widest table. */
export const INSERT_CHUNK = 500;

export const chunks = <T>(items: readonly T[], size = INSERT_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** `%`, `_` and the escape character itself match literally in `LIKE ... ESCAPE '\'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
