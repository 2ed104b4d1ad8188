import type { StoreVersion } from "@finance/domain";
import type Database from "better-sqlite3";
import { guarded } from "./errors";

/**
 * `total_changes()` counts the rows this connection has written (triggers' too, rolled back or
 * not), `data_version` moves when another connection (another process on the file) commits:
 * together they change whenever anything reaches the file. `PRAGMA data_version` is read when the
 * prepared statement runs, not when it is prepared; as a statement of its own it skips the
 * `pragma_data_version` table function, which prepares the pragma again on every read (about a
 * third of the read's time). `total_changes()` touches no file, so the two need no transaction.
 */
export class SqliteStoreVersion implements StoreVersion {
  // Rows as objects, not plucked: the connection's statement cache resets row modes on reuse.
  private readonly changes: Database.Statement<[], { changes: number }>;
  private readonly others: Database.Statement<[], { data_version: number }>;

  constructor(client: Database.Database) {
    this.changes = client.prepare("select total_changes() as changes");
    this.others = client.prepare("PRAGMA data_version");
  }

  async read(): Promise<string> {
    return guarded(() => `${this.changes.get()?.changes}.${this.others.get()?.data_version}`);
  }
}
