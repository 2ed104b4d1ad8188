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
import { and, eq, or, sql } from "drizzle-orm";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import type { SqliteDatabase, Tx } from "./db";
import { guarded } from "./errors";
import { byIdOnce, ownedListsOnce } from "./preparedOnce";
import { budgets, receiptBatches, transactions, transfers, wallets } from "./schema";
import { writeTransaction } from "./writeTransaction";

/** Whether any transaction or budget names the wallet. */
const isUsed = (tx: Tx, walletId: string): boolean =>
  tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.walletId, walletId)).limit(1).get() !==
    undefined ||
  tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.walletId, walletId)).limit(1).get() !== undefined;

/**
 * Writes run in one synchronous `BEGIN IMMEDIATE` transaction: checks and writes see no other
 * writer in between, so a deletion's in-use check and its reassignment are one step.
 */
export class SqliteWalletRepo implements WalletRepo {
  private readonly byId;
  private readonly lists;

  constructor(private readonly db: SqliteDatabase) {
    this.byId = byIdOnce(db, wallets);
    this.lists = ownedListsOnce(db, wallets);
  }

  async create(wallet: Wallet): Promise<void> {
    guarded(() => this.db.insert(wallets).values(wallet).run());
  }

  async findById(id: string): Promise<Wallet | null> {
    const row = guarded(() => this.byId().get({ id }));
    return row ? toWallet(row) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    return guarded(() => this.lists.byUser(userId)).map(toWallet);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Wallet>> {
    const rows = guarded(() => this.lists.page(query));
    return creationPageOf(query.limit, rows.map(toWallet));
  }

  async update(id: string, { initialBalanceMinor, ...changes }: WalletChanges): Promise<Wallet> {
    return writeTransaction(this.db, (tx) => {
      const current = tx.select().from(wallets).where(eq(wallets.id, id)).get();
      if (!current) throw walletNotFound();
      if (changes.currency !== undefined && changes.currency !== current.currency && isUsed(tx, id)) {
        throw walletCurrencyLocked();
      }
      const opening =
        initialBalanceMinor === undefined
          ? {}
          : { initialBalanceMinor, balanceMinor: openingBalanceMoved(wallets, initialBalanceMinor) };
      const updated = tx
        .update(wallets)
        .set({ ...changes, ...opening })
        .where(eq(wallets.id, id))
        .returning()
        .get();
      if (!updated) throw walletNotFound();
      return toWallet(updated);
    });
  }

  async delete({ id, reassignTo, at }: WalletRemoval): Promise<Wallet | null> {
    return writeTransaction(this.db, (tx) => {
      const row = tx.select().from(wallets).where(eq(wallets.id, id)).get();
      if (!row) return null;
      const wallet = toWallet(row);
      if (reassignTo === undefined) {
        if (isUsed(tx, id)) throw walletInUse();
      } else {
        const target = tx.select().from(wallets).where(eq(wallets.id, reassignTo)).get();
        if (!target || target.userId !== wallet.userId) throw walletNotFound();
        assertWalletReassignable(wallet, toWallet(target));
        const between = or(
          and(eq(transfers.fromWalletId, id), eq(transfers.toWalletId, reassignTo)),
          and(eq(transfers.fromWalletId, reassignTo), eq(transfers.toWalletId, id)),
        );
        if (tx.select({ id: transfers.id }).from(transfers).where(between).limit(1).get()) {
          throw reassignAcrossTransfer();
        }
        const moved = tx
          .select({ sum: amountSum(transactions.amountMinor).mapWith(Number) })
          .from(transactions)
          .where(eq(transactions.walletId, id))
          .get();
        tx.update(wallets)
          .set({ balanceMinor: sql`${wallets.balanceMinor} + ${moved?.sum ?? 0}` })
          .where(eq(wallets.id, reassignTo))
          .run();
        const bumped = { walletId: reassignTo, updatedAt: at };
        tx.update(transactions)
          .set({ ...bumped, version: sql`${transactions.version} + 1` })
          .where(eq(transactions.walletId, id))
          .run();
        tx.update(budgets)
          .set({ ...bumped, version: sql`${budgets.version} + 1` })
          .where(eq(budgets.walletId, id))
          .run();
        // Transfers follow their legs (same version bump, so a transfer and its legs stay in step).
        const transferBumped = { updatedAt: at, version: sql`${transfers.version} + 1` };
        tx.update(transfers)
          .set({ ...transferBumped, fromWalletId: reassignTo })
          .where(eq(transfers.fromWalletId, id))
          .run();
        tx.update(transfers)
          .set({ ...transferBumped, toWalletId: reassignTo })
          .where(eq(transfers.toWalletId, id))
          .run();
      }
      // What only this wallet's rows referred to: receipt fingerprints, and rollup rows now at zero.
      tx.delete(receiptBatches).where(eq(receiptBatches.walletId, id)).run();
      tx.delete(daily).where(eq(daily.walletId, id)).run();
      tx.delete(wallets).where(eq(wallets.id, id)).run();
      return wallet;
    });
  }
}
