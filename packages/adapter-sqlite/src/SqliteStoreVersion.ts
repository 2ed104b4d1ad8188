import type { StoreVersion } from "@finance/domain";
import type Database from "better-sqlite3";
import { guarded } from "./errors";

interface VersionRow {
  readonly changes: number;
  readonly others: number;
}

/**
 * `total_changes()` counts the rows this connection has written (triggers' too, rolled back or
 * not), `data_version` moves when another connection (another process on the file) commits:
 * together they change whenever anything reaches the file. One statement; like any read outside
 * a transaction it takes the file's shared lock for its duration.
 */
export class SqliteStoreVersion implements StoreVersion {
  private readonly statement: Database.Statement<[], VersionRow>;

  constructor(client: Database.Database) {
    this.statement = client.prepare(
      "select total_changes() as changes, data_version as others from pragma_data_version",
    );
  }

  async read(): Promise<string> {
    const row = guarded(() => this.statement.get()) as VersionRow;
    return `${row.changes}.${row.others}`;
  }
}
