import {
  type Emit,
  type Transfer,
  type TransferListQuery,
  type TransferPage,
  type TransferRepo,
  type TransferUpdate,
  transferLegs,
  transferNotFound,
  type VersionedWrite,
} from "@finance/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type ForeignKeyReference, oneOf, type Plan, prepared, runOf, type SqlDriver } from "../../driver";
import type { TransferRow } from "../../mappers";
import { toTransfer } from "../../mappers";
import { emitted } from "../../outboxSql";
import { cursorBefore } from "../../paging";
import { insertInto, selection, setFrom } from "../../rowSql";
import { legChanges, transferChanges, transferPageOf } from "../../transferSql";
import { walletDeltas } from "../../writes";
import { walletBalances } from "./balances";
import type { LedgerRepositoryTables } from "./tables";

type Tables = Pick<LedgerRepositoryTables, "transfers" | "transactions" | "wallets" | "outboxEvents">;

/** The wallets a transfer points at, for a foreign key that fails on SQLite. */
const transferReferences = (transfer: Transfer): ForeignKeyReference[] => [
  ["transfers_from_wallet_id_wallets_id_fk", transfer.fromWalletId],
  ["transfers_to_wallet_id_wallets_id_fk", transfer.toWalletId],
];

/**
 * Transfers, for both stores. Every write is one plan holding the transfer row, its two legs and
 * both balances: on SQLite one `BEGIN IMMEDIATE` write; on PostgreSQL locks are taken in one order
 * (the transfer row, then wallets by id, then the legs), so concurrent transfers between the same
 * two wallets, either way, queue and never deadlock.
 */
export class SqlTransferRepo implements TransferRepo {
  private readonly row;
  private readonly moveBalances;
  private readonly byId;
  private readonly firstPage;
  private readonly pageAfter;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
  ) {
    const { transfers } = tables;
    this.row = selection<TransferRow>(transfers);
    this.moveBalances = walletBalances(tables.wallets);
    const head = sql`select ${this.row.list} from ${transfers}`;
    const order = sql.join(driver.dialect.newestFirst(transfers), sql`, `);
    this.byId = prepared(() => sql`${head} where ${eq(transfers.id, sql.placeholder("id"))}`);
    // Keyset pages on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1.
    this.firstPage = prepared(
      () =>
        sql`${head} where ${eq(transfers.userId, sql.placeholder("userId"))} order by ${order} limit ${sql.placeholder("limit")}`,
    );
    this.pageAfter = ({ userId, limit, after }: TransferListQuery & { after: object }) =>
      sql`${head} where ${and(eq(transfers.userId, userId), cursorBefore(transfers, sql.param(after.date, transfers.date), sql.param(after.id, transfers.id)))} order by ${order} limit ${limit + 1}`;
  }

  private decode = (row: Record<string, unknown>): Transfer => toTransfer(this.row.decode(row));

  async create(transfer: Transfer, emit?: Emit<Transfer>): Promise<void> {
    await this.driver.transaction(
      () => this.creation(transfer, emit),
      () => transferReferences(transfer),
    );
  }

  async findById(id: string): Promise<Transfer | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? this.decode(row) : null;
  }

  async update(change: TransferUpdate): Promise<VersionedWrite<Transfer>> {
    return this.driver.transaction(
      () => this.updatePlan(change),
      () => transferReferences(change.next),
    );
  }

  async delete(id: string, emit?: Emit<Transfer>): Promise<Transfer | null> {
    return this.driver.transaction(() => this.deletion(id, emit));
  }

  /** The first page is prepared; a page after a cursor is built per call. */
  async list(query: TransferListQuery): Promise<TransferPage> {
    const { userId, limit, after } = query;
    const rows = after
      ? await this.driver.rows(this.pageAfter({ ...query, after }))
      : await this.driver.rows(this.firstPage, { userId, limit: limit + 1 });
    return transferPageOf(
      limit,
      rows.map((row) => this.row.decode(row)),
    );
  }

  /** Where the transfer's events go into the outbox, in the same plan. */
  private *creation(transfer: Transfer, emit?: Emit<Transfer>): Plan<void> {
    const { transfers, transactions } = this.tables;
    const legs = transferLegs(transfer);
    // Balances first: a wallet that is not there is WALLET_NOT_FOUND before any foreign key fails.
    yield* this.moveBalances(walletDeltas([], legs));
    yield* runOf(insertInto(transfers, transfer));
    for (const leg of legs) yield* runOf(insertInto(transactions, leg));
    yield* emitted(this.tables.outboxEvents, emit, transfer);
  }

  /** The stored transfer is locked first: version and legs are read fresh under the lock. */
  private *updatePlan({ next, expectedVersion }: TransferUpdate): Plan<VersionedWrite<Transfer>> {
    const current = yield* this.locked(next.id);
    if (!current) throw transferNotFound();
    if (current.version !== expectedVersion) return { ok: false, current };
    const { transfers, transactions } = this.tables;
    const legs = transferLegs(next);
    yield* this.moveBalances(walletDeltas(transferLegs(current), legs));
    for (const leg of legs) {
      yield* runOf(
        sql`update ${transactions} set ${setFrom(transactions, legChanges(leg))} where ${eq(transactions.id, leg.id)}`,
      );
    }
    yield* runOf(
      sql`update ${transfers} set ${setFrom(transfers, transferChanges(next))} where ${eq(transfers.id, next.id)}`,
    );
    return { ok: true, value: next };
  }

  private *deletion(id: string, emit?: Emit<Transfer>): Plan<Transfer | null> {
    const current = yield* this.locked(id);
    if (!current) return null;
    const { transfers, transactions } = this.tables;
    const legs = transferLegs(current);
    yield* this.moveBalances(walletDeltas(legs, []));
    yield* runOf(
      sql`delete from ${transactions} where ${inArray(
        transactions.id,
        legs.map((leg) => leg.id),
      )}`,
    );
    yield* runOf(sql`delete from ${transfers} where ${eq(transfers.id, id)}`);
    yield* emitted(this.tables.outboxEvents, emit, current);
    return current;
  }

  private *locked(id: string): Plan<Transfer | null> {
    const { transfers } = this.tables;
    const row = yield* oneOf(
      sql`select ${this.row.list} from ${transfers} where ${eq(transfers.id, id)}${this.driver.locksRows ? sql` for update` : sql``}`,
    );
    return row ? this.decode(row) : null;
  }
}
