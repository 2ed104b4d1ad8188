import type Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openSqlite, SqliteBulkLoader } from "../src";
import { useScratchFiles } from "./scratchFiles";

const count = (sqlite: Database.Database, table: string) =>
  (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** A table whose values are skewed (one value in most rows), so ANALYZE writes value samples. */
const fillSkewed = (sqlite: Database.Database) => {
  sqlite.exec(
    "CREATE TABLE IF NOT EXISTS skewed (owner TEXT NOT NULL); CREATE INDEX IF NOT EXISTS skewed_owner ON skewed (owner)",
  );
  const insert = sqlite.prepare("INSERT INTO skewed (owner) VALUES (?)");
  sqlite.transaction(() => {
    for (let i = 0; i < 500; i += 1) insert.run(i % 50 === 0 ? `rare-${i}` : "common");
  })();
};

describe("the planner's statistics", () => {
  const { file: fileIn, track, raw } = useScratchFiles("finance-sqlite-stats-");
  const open = (path: string) => track(openSqlite({ path }));

  it("opening a file analysed with value samples drops the samples and keeps the row counts", () => {
    const path = fileIn();
    const before = raw(path);
    fillSkewed(before);
    before.exec("ANALYZE");
    expect(count(before, "sqlite_stat4")).toBeGreaterThan(0);
    const stat1 = before.prepare("SELECT tbl, idx, stat FROM sqlite_stat1 ORDER BY idx").all();
    before.close();

    const adapter = open(path);
    expect(count(adapter.sqlite, "sqlite_stat4")).toBe(0);
    expect(adapter.sqlite.prepare("SELECT tbl, idx, stat FROM sqlite_stat1 ORDER BY idx").all()).toEqual(stat1);
    expect(stat1.length).toBeGreaterThan(0);
  });

  it("opening a file without value samples writes nothing", async () => {
    const never = fileIn();
    raw(never).exec("CREATE TABLE untouched (x)");
    const analysedBefore = fileIn();
    const sqlite = raw(analysedBefore);
    fillSkewed(sqlite);
    sqlite.exec("ANALYZE; DELETE FROM sqlite_stat4");
    sqlite.close();

    for (const path of [never, analysedBefore]) {
      const adapter = open(path);
      expect(adapter.sqlite.prepare("SELECT total_changes() AS n").get(), path).toEqual({ n: 0 });
    }
  });

  it("the bulk loader's analysis leaves row counts and no value samples", async () => {
    const adapter = open(fileIn());
    await adapter.migrate();
    fillSkewed(adapter.sqlite);
    await new SqliteBulkLoader(adapter.sqlite).analyze();
    expect(count(adapter.sqlite, "sqlite_stat1")).toBeGreaterThan(0);
    expect(count(adapter.sqlite, "sqlite_stat4")).toBe(0);
  });
});
