import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Currency, transferLegs } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { afterEach, describe, expect, it } from "vitest";
import { migrateSqlite, openSqlite, SQLITE_MIGRATIONS_FOLDER } from "../src";

const T = Date.parse("2026-03-14T10:00:00.000Z");
const ID = (n: number) => idOf(`0195f3a0-0000-7000-8000-${String(n).padStart(12, "0")}`);

/**
 * The transfers migration rebuilds `transactions` (its category becomes nullable): a store holding
 * rows from before keeps them, with their rollups and totals, and the triggers it creates again
 * keep counting new transactions while they skip transfer legs.
 */
describe("SQLite migration 0011 (transfers) on a store with data", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps existing transactions and their figures, and the new triggers skip legs", async () => {
    const dir = mkdtempSync(join(tmpdir(), "finance-sqlite-0011-"));
    dirs.push(dir);
    const before = join(dir, "drizzle");
    cpSync(SQLITE_MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0011");
    writeFileSync(journalPath, JSON.stringify(journal));

    const adapter = openSqlite({ path: join(dir, "finance.db"), migrationsFolder: before });
    try {
      await adapter.migrate();
      const run = (text: string, ...params: unknown[]) => adapter.sqlite.prepare(text).run(...params);
      run("insert into users (id, name, email, password_hash, created_at) values (?, 'A', 'a@x.io', 'h', ?)", ID(1), T);
      for (const w of [2, 3]) {
        run(
          "insert into wallets (id, user_id, name, currency, initial_balance_minor, balance_minor, created_at) values (?, ?, ?, 'USD', 0, 0, ?)",
          ID(w),
          ID(1),
          `W${w}`,
          T,
        );
      }
      run("insert into categories (id, user_id, name, created_at) values (?, ?, 'Food', ?)", ID(4), ID(1), T);
      run(
        "insert into transactions (id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at) values (?, ?, ?, ?, 'expense', -500, 'USD', 'old', ?, ?, ?)",
        ID(5),
        ID(1),
        ID(2),
        ID(4),
        T,
        T,
        T,
      );
      run("update wallets set balance_minor = -500 where id = ?", ID(2));

      migrateSqlite(adapter.db);

      const figures = () => ({
        daily: adapter.sqlite
          .prepare("select sum(expense_minor) as e, sum(tx_count) as n from transaction_daily_totals")
          .get(),
        totals: adapter.sqlite.prepare("select income_minor as i, expense_minor as e from user_currency_totals").get(),
      });
      expect(await adapter.repositories.transactions.findById(ID(5))).toMatchObject({
        categoryId: ID(4),
        transferId: null,
        amountMinor: -500,
        description: "old",
      });
      expect(figures()).toEqual({ daily: { e: 500, n: 1 }, totals: { i: 0, e: 500 } });

      const transfer = {
        id: ID(6),
        userId: ID(1),
        fromWalletId: ID(2),
        toWalletId: ID(3),
        amountMinor: 300,
        currency: "USD" as Currency,
        toAmountMinor: 300,
        toCurrency: "USD" as Currency,
        description: "",
        date: new Date(T),
        outgoingTransactionId: ID(7),
        incomingTransactionId: ID(8),
        createdAt: new Date(T),
        updatedAt: new Date(T),
        version: 1,
      };
      await adapter.repositories.transfers.create(transfer);
      expect(figures()).toEqual({ daily: { e: 500, n: 1 }, totals: { i: 0, e: 500 } });
      await adapter.repositories.transactions.create({
        ...transferLegs(transfer)[0],
        id: ID(9),
        categoryId: ID(4),
        transferId: null,
        amountMinor: -200,
      });
      expect(figures()).toEqual({ daily: { e: 700, n: 2 }, totals: { i: 0, e: 700 } });
      expect(() => run("update transactions set transfer_id = null where id = ?", ID(7))).toThrow();
      expect((await adapter.repositories.wallets.findById(ID(2)))?.balanceMinor).toBe(-1000);
    } finally {
      await adapter.close();
    }
  });
});
