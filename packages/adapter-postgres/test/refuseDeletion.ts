import type postgres from "postgres";

/** A trigger that aborts every deletion of one wallet or category: the contract's injected failure. */
export const refuseDeletionOn =
  (sql: postgres.Sql) =>
  async (table: "wallets" | "categories", id: string): Promise<void> => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not an id: ${id}`);
    await sql.unsafe(`CREATE OR REPLACE FUNCTION refuse_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'deletion refused by the test'; END $$`);
    await sql.unsafe(
      `CREATE TRIGGER refuse_${id.replaceAll("-", "_")} BEFORE DELETE ON ${table} FOR EACH ROW
       WHEN (OLD.id = '${id}') EXECUTE FUNCTION refuse_deletion()`,
    );
  };
