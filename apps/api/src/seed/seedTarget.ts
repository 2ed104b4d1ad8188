import { openPostgres, PostgresBulkLoader } from "@finance/adapter-postgres";
import { openSqlite, SqliteBulkLoader } from "@finance/adapter-sqlite";
import type { Repositories, Transaction } from "@finance/domain";
import type { DatabaseTarget } from "../config/config";

/** What the seed writes through: the repositories for the few entities, a bulk loader for transactions. */
export interface SeedTarget {
  readonly repositories: Repositories;
  readonly loader: {
    insertTransactions(rows: readonly Transaction[]): Promise<void>;
    addToWalletBalances(deltas: ReadonlyMap<string, number>): Promise<void>;
    analyze(): Promise<void>;
  };
  close(): Promise<void>;
}

/** Opens DATABASE_URL's database as the app does and applies the migrations. */
export const openSeedTarget = async (target: DatabaseTarget): Promise<SeedTarget> => {
  if (target.kind === "sqlite") {
    // A seed is run again if it is cut short; closing the file checkpoints and flushes all of it.
    const adapter = openSqlite({ path: target.path, synchronous: "normal" });
    await adapter.migrate();
    return { repositories: adapter.repositories, loader: new SqliteBulkLoader(adapter.sqlite), close: adapter.close };
  }
  const adapter = openPostgres({ url: target.url, statementTimeoutMs: 0 });
  await adapter.migrate();
  return { repositories: adapter.repositories, loader: new PostgresBulkLoader(adapter.sql), close: adapter.close };
};
