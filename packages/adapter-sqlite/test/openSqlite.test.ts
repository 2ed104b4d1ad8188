import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite, SQLITE_MIGRATIONS_FOLDER, type SqliteAdapter } from "../src";
import { useScratchFiles } from "./scratchFiles";

describe("openSqlite", () => {
  const { folder: tempDir, track } = useScratchFiles("finance-sqlite-open-");
  const pragma = (adapter: SqliteAdapter, name: string) => adapter.sqlite.pragma(name, { simple: true });

  it("creates the file's folder and opens it in WAL mode with foreign keys, a busy timeout and journals in memory", async () => {
    const path = join(tempDir(), "a", "b", "finance.db");
    const adapter = track(openSqlite({ path, busyTimeoutMs: 1234 }));
    await adapter.migrate();
    expect(existsSync(path)).toBe(true);
    expect(pragma(adapter, "journal_mode")).toBe("wal");
    expect(pragma(adapter, "foreign_keys")).toBe(1);
    expect(pragma(adapter, "busy_timeout")).toBe(1234);
    // 2 = MEMORY: a grouped write's savepoint journal never spills to a temporary file.
    expect(pragma(adapter, "temp_store")).toBe(2);
    // 2 = FULL: a commit is on disk before it returns.
    expect(pragma(adapter, "synchronous")).toBe(2);
  });

  it("creates the database and its -wal and -shm files 0600 and its folders 0700, whatever the umask allows", async () => {
    const base = tempDir();
    const path = join(base, "data", "db", "finance.db");
    const adapter = track(openSqlite({ path }));
    await adapter.migrate();
    const modeOf = (file: string) => statSync(file).mode & 0o777;
    expect(existsSync(`${path}-wal`)).toBe(true);
    expect(existsSync(`${path}-shm`)).toBe(true);
    expect([path, `${path}-wal`, `${path}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    expect([join(base, "data"), join(base, "data", "db")].map(modeOf)).toEqual([0o700, 0o700]);
  });

  it("leaves a commit's flush to the next checkpoint with synchronous: normal", async () => {
    const adapter = track(openSqlite({ path: join(tempDir(), "normal.db"), synchronous: "normal" }));
    expect(pragma(adapter, "synchronous")).toBe(1);
  });

  it("opens :memory: with foreign keys on", async () => {
    const adapter = track(openSqlite({ path: ":memory:" }));
    expect(pragma(adapter, "foreign_keys")).toBe(1);
    expect(pragma(adapter, "busy_timeout")).toBe(5000);
  });

  it("applies every committed migration once, however often migrate runs", async () => {
    const path = join(tempDir(), "finance.db");
    const adapter = track(openSqlite({ path }));
    await adapter.migrate();
    await adapter.migrate();
    const again = track(openSqlite({ path }));
    await again.migrate();
    const journal = readdirSync(SQLITE_MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql"));
    const applied = adapter.sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number };
    expect(applied.n).toBe(journal.length);
    const tables = adapter.sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' order by name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "budget_categories",
        "budget_members",
        "budgets",
        "categories",
        "transactions",
        "users",
        "wallets",
      ]),
    );
  });

  it("finds its migrations from the package, not from the working directory", () => {
    expect(SQLITE_MIGRATIONS_FOLDER.replaceAll("\\", "/")).toMatch(/packages\/adapter-sqlite\/drizzle$/);
  });
});
