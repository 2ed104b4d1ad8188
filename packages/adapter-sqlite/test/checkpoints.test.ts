import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite } from "../src";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Rows already copied into the database file itself: a copy of the file without its WAL. */
const rowsInDatabaseFile = (path: string): number => {
  const copy = `${path}.copy`;
  copyFileSync(path, copy);
  const reader = new Database(copy, { readonly: true });
  try {
    const table = reader.prepare("select 1 from sqlite_master where name = 'notes'").get();
    return table ? (reader.prepare("select count(*) as n from notes").get() as { n: number }).n : 0;
  } finally {
    reader.close();
  }
};

/**
 * The same while a checkpoint may be writing the file: a copy taken mid-write can be torn (SQLite
 * then calls it malformed), which is read as "not yet", never as a count.
 */
const rowsCopiedSoFar = (path: string): number | undefined => {
  try {
    return rowsInDatabaseFile(path);
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") return undefined;
    throw error;
  }
};

/** 200 one-row commits: a few hundred WAL pages, under SQLite's 1000-page inline checkpoint. */
const writeNotes = (sqlite: Database.Database) => {
  sqlite.exec("create table notes (id integer primary key, body text not null)");
  const insert = sqlite.prepare("insert into notes (body) values (?)");
  for (let i = 0; i < 200; i++) insert.run(`note ${i}`);
};

/** Reads until `done` holds for what was read or the time is up; answers the last value read. */
const waitFor = async <T>(read: () => T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
};

describe("background WAL checkpoints", () => {
  const open = (backgroundCheckpointMs?: number) => {
    const dir = mkdtempSync(join(tmpdir(), "finance-checkpoints-"));
    dirs.push(dir);
    const path = join(dir, "db.sqlite");
    return {
      path,
      adapter: openSqlite({ path, ...(backgroundCheckpointMs !== undefined && { backgroundCheckpointMs }) }),
    };
  };

  it("leaves small WALs uncopied inline (the control: the file alone does not hold the rows yet)", async () => {
    const { path, adapter } = open();
    writeNotes(adapter.sqlite);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rowsInDatabaseFile(path)).toBe(0);
    await adapter.close();
  });

  it("copies committed pages into the database file from the worker, beside the writer", async () => {
    const { path, adapter } = open(20);
    writeNotes(adapter.sqlite);
    expect(
      await waitFor(
        () => rowsCopiedSoFar(path),
        (rows) => rows === 200,
      ),
    ).toBe(200);
    expect(adapter.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(20_000);
    await adapter.close();
  });

  it("stops its worker on close and leaves the data readable", async () => {
    const { path, adapter } = open(60_000);
    writeNotes(adapter.sqlite);
    await adapter.close();
    expect(rowsInDatabaseFile(path)).toBe(200);
    const again = openSqlite({ path });
    expect((again.sqlite.prepare("select count(*) as n from notes").get() as { n: number }).n).toBe(200);
    await again.close();
  });
});
