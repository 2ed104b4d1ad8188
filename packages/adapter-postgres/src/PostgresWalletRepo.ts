import { amountSum, creationPageOf, openingBalanceMoved, toWallet } from "@finance/adapter-sql";
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
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { ownedLists } from "./ownedLists";
import { budgets, receiptBatches, transactions, transfers, wallets } from "./schema";

type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

/** Whether any transaction or budget names the wallet (read after the wallet's row is locked). */
const isUsed = async (tx: Tx, walletId: string): Promise<boolean> => {
  const [used] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.walletId, walletId))
    .limit(1);
  if (used) return true;
  const [budgeted] = await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.walletId, walletId)).limit(1);
  return budgeted !== undefined;
};

/**
 * Locks follow the transaction writes' order (transaction rows, then wallets by id, then what
 * triggers touch), with the budgets a deletion moves between the two: a deletion and concurrent
 * writes queue, never deadlock. A write that links a row to a wallet deleted meanwhile fails its
 * foreign key: WALLET_NOT_FOUND.
 */
export class PostgresWalletRepo implements WalletRepo {
  /** Read by every transaction written (the wallet's owner and currency): built by Drizzle once. */
  private readonly byId;
  private readonly lists;

  constructor(private readonly db: PostgresDatabase) {
    this.lists = ownedLists(db, wallets, "wallets");
    this.byId = db
      .select()
      .from(wallets)
      .where(eq(wallets.id, sql.placeholder("id")))
      .prepare("wallets_by_id");
  }

  async create(wallet: Wallet): Promise<void> {
    await guarded(() => this.db.insert(wallets).values(wallet));
  }

  async findById(id: string): Promise<Wallet | null> {
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? toWallet(row) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    return (await guarded(() => this.lists.byUser(userId))).map(toWallet);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Wallet>> {
    const rows = await guarded(() => this.lists.page(query));
    return creationPageOf(query.limit, rows.map(toWallet));
  }

  /** The row is locked first, so the in-use check and the write see the same wallet. */
  async update(id: string, { initialBalanceMinor, ...changes }: WalletChanges): Promise<Wallet> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(wallets).where(eq(wallets.id, id)).for("update");
        if (!current) throw walletNotFound();
        if (changes.currency !== undefined && changes.currency !== current.currency && (await isUsed(tx, id))) {
          throw walletCurrencyLocked();
        }
        const opening =
          initialBalanceMinor === undefined
            ? {}
            : { initialBalanceMinor, balanceMinor: openingBalanceMoved(wallets, initialBalanceMinor) };
        const [updated] = await tx
          .update(wallets)
          .set({ ...changes, ...opening })
          .where(eq(wallets.id, id))
          .returning();
        if (!updated) throw walletNotFound();
        return toWallet(updated);
      }),
    );
  }

  async delete({ id, reassignTo, at }: WalletRemoval): Promise<Wallet | null> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        // The transfer writes' order: transfer rows first, then (below) wallets before anything else they touch.
        await tx
          .select({ id: transfers.id })
          .from(transfers)
          .where(or(eq(transfers.fromWalletId, id), eq(transfers.toWalletId, id)))
          .orderBy(asc(transfers.id))
          .for("update");
        await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.walletId, id)).for("update");
        await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.walletId, id)).for("update");
        const both = reassignTo === undefined ? [id] : [id, reassignTo];
        const locked = await tx
          .select()
          .from(wallets)
          .where(inArray(wallets.id, both))
          .orderBy(asc(wallets.id))
          .for("update");
        const row = locked.find((w) => w.id === id);
        if (!row) return null;
        const wallet = toWallet(row);
        if (reassignTo === undefined) {
          if (await isUsed(tx, id)) throw walletInUse();
        } else {
          const target = locked.find((w) => w.id === reassignTo);
          if (!target || target.userId !== wallet.userId) throw walletNotFound();
          assertWalletReassignable(wallet, toWallet(target));
          const between = or(
            and(eq(transfers.fromWalletId, id), eq(transfers.toWalletId, reassignTo)),
            and(eq(transfers.fromWalletId, reassignTo), eq(transfers.toWalletId, id)),
          );
          const [linked] = await tx.select({ id: transfers.id }).from(transfers).where(between).limit(1);
          if (linked) throw reassignAcrossTransfer();
          const [moved] = await tx
            .select({ sum: sql`(${amountSum(transactions.amountMinor)})::bigint`.mapWith(Number) })
            .from(transactions)
            .where(eq(transactions.walletId, id));
          await tx
            .update(wallets)
            .set({ balanceMinor: sql`${wallets.balanceMinor} + ${moved?.sum ?? 0}` })
            .where(eq(wallets.id, reassignTo));
          const bumped = { walletId: reassignTo, updatedAt: at };
          await tx
            .update(transactions)
            .set({ ...bumped, version: sql`${transactions.version} + 1` })
            .where(eq(transactions.walletId, id));
          await tx
            .update(budgets)
            .set({ ...bumped, version: sql`${budgets.version} + 1` })
            .where(eq(budgets.walletId, id));
          // Transfers follow their legs (same version bump, so a transfer and its legs stay in step).
          const transferBumped = { updatedAt: at, version: sql`${transfers.version} + 1` };
          await tx
            .update(transfers)
            .set({ ...transferBumped, fromWalletId: reassignTo })
            .where(eq(transfers.fromWalletId, id));
          await tx
            .update(transfers)
            .set({ ...transferBumped, toWalletId: reassignTo })
            .where(eq(transfers.toWalletId, id));
        }
        // What only this wallet's rows referred to: receipt fingerprints, and rollup rows now at zero.
        await tx.delete(receiptBatches).where(eq(receiptBatches.walletId, id));
        await tx.delete(daily).where(eq(daily.walletId, id));
        await tx.delete(wallets).where(eq(wallets.id, id));
        return wallet;
      }),
    );
  }
}
