import type { StoreVersion } from "@finance/domain";
import type postgres from "postgres";
import { guarded } from "./errors";

/**
 * The server's current snapshot (`xmin:xmax:in-progress ids`). A commit anywhere on the server
 * either ends an in-progress id or one at or past `xmax`, so equal snapshots mean no commit in
 * between: everything a query sees is the same. Commits to other databases on the server change
 * it too, which only costs a recomputation.
 */
export class PostgresStoreVersion implements StoreVersion {
  constructor(private readonly sql: postgres.Sql) {}

  async read(): Promise<string> {
    const [row] = await guarded(() => this.sql<{ snapshot: string }[]>`select pg_current_snapshot()::text as snapshot`);
    return (row as { snapshot: string }).snapshot;
  }
}
