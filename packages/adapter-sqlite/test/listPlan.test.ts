import type { TransactionId, UserId } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite, type SqliteAdapter } from "../src";

/** What SQLite plans for a statement, with every parameter bound to null (the plan does not depend on them). */
const planOf = (adapter: SqliteAdapter, source: string): string => {
  const parameters = (source.match(/\?/g) ?? []).map(() => null);
  return adapter.sqlite
    .prepare(`EXPLAIN QUERY PLAN ${source}`)
    .all(...parameters)
    .map((row) => (row as { detail: string }).detail)
    .join("; ");
};

describe("the transaction list's pages on SQLite", () => {
  let adapter: SqliteAdapter | undefined;
  afterEach(async () => adapter?.close());

  it("read their rows from the covering index alone: no table look-up per row, no sort", async () => {
    adapter = openSqlite({ path: ":memory:" });
    await adapter.migrate();
    const prepared: string[] = [];
    const prepare = adapter.sqlite.prepare.bind(adapter.sqlite);
    adapter.sqlite.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof prepare;

    const userId = idOf<UserId>("0b9d5a3e-8f52-4d0e-9a51-1f0c2b7e4d11");
    const after = {
      date: new Date("2026-03-01T00:00:00Z"),
      id: idOf<TransactionId>("7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"),
    };
    await adapter.repositories.transactions.list({ userId, limit: 50 });
    await adapter.repositories.transactions.list({ userId, limit: 50, after });

    const pages = prepared.filter((source) => /^select .* from "transactions" where .* limit \?$/i.test(source));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(planOf(adapter, page)).toMatch(
        /^SEARCH transactions USING COVERING INDEX transactions_user_date_id_covering_idx/,
      );
      expect(planOf(adapter, page)).not.toMatch(/TEMP B-TREE/);
    }
  });
});
