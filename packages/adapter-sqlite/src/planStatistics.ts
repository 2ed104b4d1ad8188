import type Database from "better-sqlite3";

const hasSamplesTable = "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat4'";

/**
 * Keeps the planner's row counts from `ANALYZE` (`sqlite_stat1`) and drops its per-value samples
 * (`sqlite_stat4`). better-sqlite3 builds SQLite with STAT4, and a plan that consulted the samples
 * for a bound parameter is planned again every time a value is bound: every run of such a
 * prepared statement parses and plans it anew. Measured on a file seeded and analysed by the
 * bulk loader: a budget look-up by wallet 43 -> 26 µs, an expense's budget progress 130 -> 55 µs.
 * The service's statements are written for their indexes and do not need the samples.
 * Writes nothing when there are no samples (the usual case: nothing here runs `ANALYZE` but the
 * bulk loader), so opening a file in several processes at once stays a read.
 */
export const dropValueSamples = (sqlite: Database.Database): void => {
  if (sqlite.prepare(hasSamplesTable).get() === undefined) return;
  if (sqlite.prepare("SELECT 1 FROM sqlite_stat4 LIMIT 1").get() === undefined) return;
  // The planner reads the statistics when it loads the schema; ANALYZE sqlite_schema reloads them.
  sqlite.exec("DELETE FROM sqlite_stat4; ANALYZE sqlite_schema");
};
