import type Database from "better-sqlite3";

/** A trigger that aborts every deletion of one wallet or category: the contract's injected failure. */
export const refuseDeletionOn =
  (sqlite: Database.Database) =>
  async (table: "wallets" | "categories", id: string): Promise<void> => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not an id: ${id}`);
    sqlite.exec(
      `CREATE TRIGGER refuse_${id.replaceAll("-", "_")} BEFORE DELETE ON ${table} WHEN OLD.id = '${id}'
       BEGIN SELECT RAISE(ABORT, 'deletion refused by the test'); END;`,
    );
  };
