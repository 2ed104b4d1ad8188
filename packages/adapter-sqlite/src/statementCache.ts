import type Database from "better-sqlite3";
import type { Query } from "drizzle-orm";

/** More distinct statements than any code path here makes (IN lists and insert chunks vary a little). */
const DEFAULT_LIMIT = 256;

/**
 * Makes `sqlite.prepare` reuse the statement already prepared for the same SQL text. Drizzle
 * prepares every query it runs afresh (`client.prepare(sql)` per call): parsing and planning the
 * same few statements again on every request was about a tenth of a request's CPU.
 *
 * Safe because better-sqlite3 is synchronous: a statement finishes (`run`, `get`, `all`) before
 * the next use, and parameters are bound per call. The statement's row modes are reset on reuse,
 * since Drizzle turns `raw()` on for selects with fields and expects objects otherwise. When the
 * cache is full the oldest statement is forgotten.
 */
export const cacheStatements = (sqlite: Database.Database, limit = DEFAULT_LIMIT): void => {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  const cached = (source: string): Database.Statement => {
    const known = statements.get(source);
    if (known) {
      if (known.reader) known.raw(false).pluck(false).expand(false);
      return known;
    }
    const statement = prepare(source);
    if (statements.size >= limit) {
      const oldest = statements.keys().next();
      if (!oldest.done) statements.delete(oldest.value);
    }
    statements.set(source, statement);
    return statement;
  };
  sqlite.prepare = cached as Database.Database["prepare"];
};

/** The rows of a statement given as the driver's text and parameters, through the cached `prepare`. */
export const allRows = <T>(sqlite: Database.Database, query: Query): T[] =>
  sqlite.prepare(query.sql).all(...(query.params as unknown[])) as T[];
