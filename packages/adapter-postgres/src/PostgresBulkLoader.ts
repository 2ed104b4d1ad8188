import type { Transaction } from "@finance/domain";
import type postgres from "postgres";

/**
 * Bulk loading for seeds and benchmarks (not for the API): one INSERT ... SELECT FROM unnest(...)
 * per batch, eleven array parameters whatever the batch size, one statement and so one database
 * transaction per batch. It bypasses TransactionRepo's per-write balance update on purpose: the
 * caller sums the amounts it generates and calls `addToWalletBalances` once, so a wallet still
 * ends at opening balance + sum of its transactions. The dashboard rollup is kept by the
 * table's statement-level triggers, once per batch.
 */
export class PostgresBulkLoader {
  constructor(private readonly sql: postgres.Sql) {}

  async insertTransactions(rows: readonly Transaction[]): Promise<void> {
    if (rows.length === 0) return;
    const column = (pick: (t: Transaction) => string | null) => this.sql.array(rows.map(pick) as string[]);
    const iso = (d: Date) => d.toISOString();
    await this.sql`
      INSERT INTO transactions
        (id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at)
      SELECT * FROM unnest(
        ${column((t) => t.id)}::uuid[], ${column((t) => t.userId)}::uuid[], ${column((t) => t.walletId)}::uuid[],
        ${column((t) => t.categoryId)}::uuid[], ${column((t) => t.type)}::text[],
        ${column((t) => String(t.amountMinor))}::bigint[], ${column((t) => t.currency)}::text[],
        ${column((t) => t.description)}::text[], ${column((t) => iso(t.date))}::timestamptz[],
        ${column((t) => iso(t.createdAt))}::timestamptz[], ${column((t) => iso(t.updatedAt))}::timestamptz[]
      )`;
  }

  /** Adds each signed delta (minor units) to its wallet's balance, in one statement. */
  async addToWalletBalances(deltas: ReadonlyMap<string, number>): Promise<void> {
    if (deltas.size === 0) return;
    const ids = [...deltas.keys()];
    const amounts = [...deltas.values()].map(String);
    await this.sql`
      UPDATE wallets AS w SET balance_minor = w.balance_minor + d.delta
      FROM unnest(${this.sql.array(ids)}::uuid[], ${this.sql.array(amounts)}::bigint[]) AS d(id, delta)
      WHERE w.id = d.id`;
  }

  /**
   * Refreshes the planner's statistics after a bulk load, and vacuums the loaded tables: their
   * visibility map is set now (index-only scans skip the rows' pages), not by an autovacuum that
   * PostgreSQL starts for the inserts while the first requests are served.
   */
  async analyze(): Promise<void> {
    await this.sql`VACUUM (ANALYZE) transactions, transaction_daily_totals, transaction_monthly_totals`;
  }
}
