import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import { createMemoryRepositories, MemoryDashboardQuery, MemoryStore } from "@finance/domain/testing";
import pino from "pino";
import postgres from "postgres";
import { openDatabase } from "../../src/composition/persistence";
import { loadConfig } from "../../src/config/config";

export type StoreKind = "memory" | "sqlite" | "postgres";

export interface TestStore {
  repositories: Repositories;
  dashboard: DashboardQuery;
  /** The database's version (what cached answers are checked against); a memory store has none. */
  version?: StoreVersion;
  close: () => Promise<void>;
}

/** The database every store-parametrised suite uses for PostgreSQL; unset -> those suites are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const silent = pino({ level: "silent" });

/**
 * A fresh store through the same `openDatabase` the service uses (migrations included):
 * memory; SQLite in a new temp file (deleted on close); PostgreSQL in a new schema of
 * TEST_DATABASE_URL (dropped on close).
 */
export const openTestStore = async (kind: StoreKind): Promise<TestStore> => {
  switch (kind) {
    case "memory": {
      const store = new MemoryStore();
      return {
        repositories: createMemoryRepositories(store),
        dashboard: new MemoryDashboardQuery(store),
        close: async () => undefined,
      };
    }
    case "sqlite": {
      const dir = mkdtempSync(join(tmpdir(), "finance-api-"));
      const database = await openDatabase(loadConfig({ DATABASE_URL: `sqlite:${join(dir, "test.db")}` }), silent);
      return {
        repositories: database.repositories,
        dashboard: database.dashboard,
        version: database.version,
        close: async () => {
          await database.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    case "postgres": {
      if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
      const schema = `api_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const config = loadConfig({ DATABASE_URL: TEST_DATABASE_URL, DB_POOL_MAX: "4" });
      const database = await openDatabase(config, silent, { postgresSchema: schema });
      return {
        repositories: database.repositories,
        dashboard: database.dashboard,
        version: database.version,
        close: async () => {
          await database.close();
          const sql = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
          try {
            await sql`drop schema if exists ${sql(schema)} cascade`;
          } finally {
            await sql.end({ timeout: 5 });
          }
        },
      };
    }
  }
};
