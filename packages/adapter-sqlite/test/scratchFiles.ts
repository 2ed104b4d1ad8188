import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach } from "vitest";
import type { SqliteAdapter } from "../src";

/**
 * Temporary folders, adapters and raw connections for the tests of one describe block: after
 * each test they are closed and removed, the last one first.
 */
export const useScratchFiles = (prefix: string) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return {
    folder,
    /** `finance.db` in a new folder (not created yet). */
    file: () => join(folder(), "finance.db"),
    /** Closes the adapter after the test. */
    track: (adapter: SqliteAdapter) => {
      cleanup.push(() => adapter.close());
      return adapter;
    },
    /** A plain better-sqlite3 connection on the file, as another process or tool would open it. */
    raw: (path: string) => {
      const sqlite = new Database(path);
      cleanup.push(() => {
        if (sqlite.open) sqlite.close();
      });
      return sqlite;
    },
  };
};
