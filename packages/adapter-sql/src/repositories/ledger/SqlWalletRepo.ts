import {
  assertWalletReassignable,
  type CreationListQuery,
  type CreationPage,
  reassignAcrossTransfer,
  type Wallet,
  type WalletChanges,
  type WalletRemoval,
  type WalletRepo,
  walletCurrencyLocked,
  walletInUse,
  walletNotFound,
} from "@finance/domain";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { oneOf, type Plan, prepared, rowsOf, runOf, type SqlDriver } from "../../driver";
import { type Stored, toWallet } from "../../mappers";
import {
  amountSum,
  creationOrder,
  creationPageOf,
  creationPageWhere,
  firstCreationPageWhere,
  openingBalanceMoved,
} from "../../ownedSql";
import { insertInto, numberOf, selection, setFrom } from "../../rowSql";
import type { LedgerRepositoryTables } from "./tables";

type Tables = Pick<
  LedgerRepositoryTables,
  "wallets" | "transactions" | "transfers" | "budgets" | "receiptBatches" | "daily"
>;
type WalletRow = Omit<Stored<Wallet>, "currency"> & { currency: string };

/**
 * Wallets, for both stores. A write is one plan: on SQLite one `BEGIN IMMEDIATE` write (no other
 * writer in between, so a deletion's in-use check and its reassignment are one step); on
 * PostgreSQL locks follow the transaction writes' order (transfer rows, transaction rows, then
 * wallets by id, then what triggers touch), with the budgets a deletion moves between the two, so
 * a deletion and concurrent writes queue, never deadlock. A write that links a row to a wallet
 * deleted meanwhile fails its foreign key: WALLET_NOT_FOUND.
 */
export class SqlWalletRepo implements WalletRepo {
  private readonly row;
  /** Read by every transaction written (the wallet's owner and currency). */
  private readonly byId;
  private readonly byUser;
  private readonly firstPages;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
  ) {
    const { wallets } = tables;
    this.row = selection<WalletRow>(wallets);
    const head = sql`select ${this.row.list} from ${wallets}`;
    const order = sql.join(creationOrder(wallets), sql`, `);
    this.byId = prepared(() => sql`${head} where ${eq(wallets.id, sql.placeholder("id"))}`);
    this.byUser = prepared(() => sql`${head} where ${eq(wallets.userId, sql.placeholder("userId"))} order by ${order}`);
    const firstPage = (includeArchived: boolean) =>
      prepared(
        () =>
          sql`${head} where ${firstCreationPageWhere(wallets, includeArchived)} order by ${order} limit ${sql.placeholder("limit")}`,
      );
    this.firstPages = { all: firstPage(true), unarchived: firstPage(false) };
  }

  private decode = (row: Record<string, unknown>): Wallet => toWallet(this.row.decode(row));

  async create(wallet: Wallet): Promise<void> {
    await this.driver.run(insertInto(this.tables.wallets, wallet));
  }

  async findById(id: string): Promise<Wallet | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? this.decode(row) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    return (await this.driver.rows(this.byUser, { userId })).map(this.decode);
  }

  /** The usual first page is prepared; a page after a cursor is built per call. */
  async list(query: CreationListQuery): Promise<CreationPage<Wallet>> {
    const { wallets } = this.tables;
    const rows = query.after
      ? await this.driver.rows(
          sql`select ${this.row.list} from ${wallets} where ${creationPageWhere(wallets, query)} order by ${sql.join(creationOrder(wallets), sql`, `)} limit ${query.limit + 1}`,
        )
      : await this.driver.rows(query.includeArchived ? this.firstPages.all : this.firstPages.unarchived, {
          userId: query.userId,
          limit: query.limit + 1,
        });
    return creationPageOf(query.limit, rows.map(this.decode));
  }

  async update(id: string, changes: WalletChanges): Promise<Wallet> {
    return this.driver.transaction(() => this.updatePlan(id, changes));
  }

  async delete(removal: WalletRemoval): Promise<Wallet | null> {
    return this.driver.transaction(() => this.deletion(removal));
  }

  private lock(strength = "update"): SQL {
    return this.driver.locksRows ? sql.raw(` for ${strength}`) : sql``;
  }

  /** Whether any transaction or budget names the wallet (read after the wallet's row is locked). */
  private *isUsed(walletId: string): Plan<boolean> {
    const { transactions, budgets } = this.tables;
    const used = yield* oneOf(
      sql`select ${transactions.id} from ${transactions} where ${eq(transactions.walletId, walletId)} limit 1`,
    );
    if (used) return true;
    return (
      (yield* oneOf(sql`select ${budgets.id} from ${budgets} where ${eq(budgets.walletId, walletId)} limit 1`)) !==
      undefined
    );
  }

  /** The row is locked first, so the in-use check and the write see the same wallet. */
  private *updatePlan(id: string, { initialBalanceMinor, ...changes }: WalletChanges): Plan<Wallet> {
    const { wallets } = this.tables;
    const stored = yield* oneOf(sql`select ${this.row.list} from ${wallets} where ${eq(wallets.id, id)}${this.lock()}`);
    if (!stored) throw walletNotFound();
    const current = this.decode(stored);
    if (changes.currency !== undefined && changes.currency !== current.currency && (yield* this.isUsed(id))) {
      throw walletCurrencyLocked();
    }
    const sets: SQL[] = [];
    if (Object.values(changes).some((value) => value !== undefined)) sets.push(setFrom(wallets, changes));
    if (initialBalanceMinor !== undefined) {
      sets.push(
        sql`${setFrom(wallets, { initialBalanceMinor })}, ${sql.identifier(wallets.balanceMinor.name)} = ${openingBalanceMoved(wallets, initialBalanceMinor)}`,
      );
    }
    if (sets.length === 0) return current;
    const updated = yield* oneOf(
      sql`update ${wallets} set ${sql.join(sets, sql`, `)} where ${eq(wallets.id, id)} returning ${this.row.list}`,
    );
    if (!updated) throw walletNotFound();
    return this.decode(updated);
  }

  private *deletion({ id, reassignTo, at }: WalletRemoval): Plan<Wallet | null> {
    const { wallets, transactions, transfers, budgets, receiptBatches, daily } = this.tables;
    const locks = this.driver.locksRows;
    if (locks) {
      // The transfer writes' order: transfer rows first, then wallets before anything else they touch.
      yield* rowsOf(
        sql`select ${transfers.id} from ${transfers} where ${or(eq(transfers.fromWalletId, id), eq(transfers.toWalletId, id))} order by ${transfers.id} for update`,
      );
      yield* rowsOf(
        sql`select ${transactions.id} from ${transactions} where ${eq(transactions.walletId, id)} for update`,
      );
      yield* rowsOf(sql`select ${budgets.id} from ${budgets} where ${eq(budgets.walletId, id)} for update`);
    }
    const both = reassignTo === undefined ? [id] : [id, reassignTo];
    const locked = (yield* rowsOf(
      sql`select ${this.row.list} from ${wallets} where ${inArray(wallets.id, both)} order by ${wallets.id}${this.lock()}`,
    )).map(this.decode);
    const wallet = locked.find((w) => w.id === id);
    if (!wallet) return null;
    if (reassignTo === undefined) {
      if (yield* this.isUsed(id)) throw walletInUse();
    } else {
      const target = locked.find((w) => w.id === reassignTo);
      if (!target || target.userId !== wallet.userId) throw walletNotFound();
      assertWalletReassignable(wallet, target);
      const between = or(
        and(eq(transfers.fromWalletId, id), eq(transfers.toWalletId, reassignTo)),
        and(eq(transfers.fromWalletId, reassignTo), eq(transfers.toWalletId, id)),
      );
      if (yield* oneOf(sql`select ${transfers.id} from ${transfers} where ${between} limit 1`)) {
        throw reassignAcrossTransfer();
      }
      const moved = yield* oneOf(
        sql`select ${this.driver.dialect.bigint(amountSum(transactions.amountMinor))} as "sum" from ${transactions} where ${eq(transactions.walletId, id)}`,
      );
      yield* runOf(
        sql`update ${wallets} set ${sql.identifier(wallets.balanceMinor.name)} = ${wallets.balanceMinor} + ${numberOf(moved?.sum)} where ${eq(wallets.id, reassignTo)}`,
      );
      const bumped = (table: typeof transactions | typeof budgets) =>
        sql`${setFrom(table, { walletId: reassignTo, updatedAt: at })}, ${sql.identifier(table.version.name)} = ${table.version} + 1`;
      yield* runOf(sql`update ${transactions} set ${bumped(transactions)} where ${eq(transactions.walletId, id)}`);
      yield* runOf(sql`update ${budgets} set ${bumped(budgets)} where ${eq(budgets.walletId, id)}`);
      // Transfers follow their legs (same version bump, so a transfer and its legs stay in step).
      const transferBumped = (side: "fromWalletId" | "toWalletId") =>
        sql`update ${transfers} set ${setFrom(transfers, { updatedAt: at, [side]: reassignTo })}, ${sql.identifier(transfers.version.name)} = ${transfers.version} + 1 where ${eq(transfers[side], id)}`;
      yield* runOf(transferBumped("fromWalletId"));
      yield* runOf(transferBumped("toWalletId"));
    }
    // What only this wallet's rows referred to: receipt fingerprints, and rollup rows now at zero.
    yield* runOf(sql`delete from ${receiptBatches} where ${eq(receiptBatches.walletId, id)}`);
    yield* runOf(sql`delete from ${daily} where ${eq(daily.walletId, id)}`);
    yield* runOf(sql`delete from ${wallets} where ${eq(wallets.id, id)}`);
    return wallet;
  }
}
