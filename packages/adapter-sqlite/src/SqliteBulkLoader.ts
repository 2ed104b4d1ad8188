import type { Transaction } from "@finance/domain";
import type Database from "better-sqlite3";
import { dropValueSamples } from "./planStatistics";

const COLUMNS =
  "id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at";
const PLACEHOLDERS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
/** Rows per prepared INSERT: 11 x 500 = 5,500 bound parameters, under SQLite's 32,766. */
const ROWS_PER_STATEMENT = 500;

/**
 * Bulk loading for seeds and benchmarks (not for the API): prepared multi-row INSERTs, one
 * database transaction per batch. It bypasses TransactionRepo's per-write balance update on
 * purpose: the caller sums the amounts it generates and calls `addToWalletBalances` once, so a
 * wallet still ends at opening balance + sum of its transactions. The dashboard rollup is kept
 * by the table's triggers as for any other insert. It gives its connection a 256 MiB page cache,
 * so index pages stay in memory while millions of rows go in.
 */
export class SqliteBulkLoader {
  private readonly full: Database.Statement;

  constructor(private readonly sqlite: Database.Database) {
    sqlite.pragma("cache_size = -262144");
    this.full = sqlite.prepare(this.insertSql(ROWS_PER_STATEMENT));
  }

  async insertTransactions(rows: readonly Transaction[]): Promise<void> {
    this.sqlite.transaction(() => {
      let i = 0;
      for (; i + ROWS_PER_STATEMENT <= rows.length; i += ROWS_PER_STATEMENT) {
        this.full.run(this.params(rows, i, ROWS_PER_STATEMENT));
      }
      if (i < rows.length)
        this.sqlite.prepare(this.insertSql(rows.length - i)).run(this.params(rows, i, rows.length - i));
    })();
  }

  /** Adds each signed delta (minor units) to its wallet's balance, in one transaction. */
  async addToWalletBalances(deltas: ReadonlyMap<string, number>): Promise<void> {
    const update = this.sqlite.prepare("UPDATE wallets SET balance_minor = balance_minor + ? WHERE id = ?");
    this.sqlite.transaction(() => {
      for (const [walletId, delta] of deltas) update.run(delta, walletId);
    })();
  }

  /** Refreshes the planner's row counts after a bulk load (without value samples: `dropValueSamples`). */
  async analyze(): Promise<void> {
    this.sqlite.exec("ANALYZE");
    dropValueSamples(this.sqlite);
  }

  private insertSql(rows: number): string {
    return `INSERT INTO transactions (${COLUMNS}) VALUES ${Array.from({ length: rows }, () => PLACEHOLDERS).join(", ")}`;
  }

  private params(rows: readonly Transaction[], start: number, count: number): unknown[] {
    const out: unknown[] = new Array(count * 11);
    for (let r = 0; r < count; r += 1) {
      const t = rows[start + r]!;
      const o = r * 11;
      out[o] = t.id;
      out[o + 1] = t.userId;
      out[o + 2] = t.walletId;
      out[o + 3] = t.categoryId;
      out[o + 4] = t.type;
      out[o + 5] = t.amountMinor;
      out[o + 6] = t.currency;
      out[o + 7] = t.description;
      out[o + 8] = t.date.getTime();
      out[o + 9] = t.createdAt.getTime();
      out[o + 10] = t.updatedAt.getTime();
    }
    return out;
  }
}
