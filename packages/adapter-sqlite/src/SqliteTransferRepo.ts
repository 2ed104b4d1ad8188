import {
  cursorBefore,
  legChanges,
  toTransfer,
  transferChanges,
  transferPageOf,
  walletDeltas,
} from "@finance/adapter-sql";
import {
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
import { WalletBalances } from "./balances";
import type { SqliteDatabase } from "./db";
import { sqliteDialect } from "./dialect";
import { guarded } from "./errors";
import type { Reference } from "./foreignKeys";
import { transactions, transfers } from "./schema";
import { writeTransaction } from "./writeTransaction";

/**
 * Every write is one synchronous better-sqlite3 transaction (`BEGIN IMMEDIATE`): the transfer row,
 * its two legs and both balances commit together or not at all.
 */
export class SqliteTransferRepo implements TransferRepo {
  private readonly balances: WalletBalances;

  constructor(private readonly db: SqliteDatabase) {
    this.balances = new WalletBalances(db);
  }

  async create(transfer: Transfer): Promise<void> {
    const legs = transferLegs(transfer);
    await writeTransaction(
      this.db,
      (tx) => {
        // Balances first: a wallet that is not there is WALLET_NOT_FOUND before any foreign key fails.
        this.balances.move(walletDeltas([], legs));
        tx.insert(transfers).values(transfer).run();
        tx.insert(transactions).values(legs).run();
      },
      () => transferReferences(transfer),
    );
  }

  async findById(id: string): Promise<Transfer | null> {
    const row = guarded(() => this.db.select().from(transfers).where(eq(transfers.id, id)).get());
    return row ? toTransfer(row) : null;
  }

  /** Reads the stored transfer inside the write transaction: version and legs are the fresh ones. */
  async update({ next, expectedVersion }: TransferUpdate): Promise<VersionedWrite<Transfer>> {
    return writeTransaction(
      this.db,
      (tx): VersionedWrite<Transfer> => {
        const row = tx.select().from(transfers).where(eq(transfers.id, next.id)).get();
        if (!row) throw transferNotFound();
        const current = toTransfer(row);
        if (current.version !== expectedVersion) return { ok: false, current };
        const legs = transferLegs(next);
        this.balances.move(walletDeltas(transferLegs(current), legs));
        for (const leg of legs) tx.update(transactions).set(legChanges(leg)).where(eq(transactions.id, leg.id)).run();
        tx.update(transfers).set(transferChanges(next)).where(eq(transfers.id, next.id)).run();
        return { ok: true, value: next };
      },
      () => transferReferences(next),
    );
  }

  async delete(id: string): Promise<Transfer | null> {
    return writeTransaction(this.db, (tx) => {
      const row = tx.select().from(transfers).where(eq(transfers.id, id)).get();
      if (!row) return null;
      const current = toTransfer(row);
      const legs = transferLegs(current);
      tx.delete(transactions)
        .where(
          inArray(
            transactions.id,
            legs.map((leg) => leg.id),
          ),
        )
        .run();
      tx.delete(transfers).where(eq(transfers.id, id)).run();
      this.balances.move(walletDeltas(legs, []));
      return current;
    });
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list({ userId, limit, after }: TransferListQuery): Promise<TransferPage> {
    const rows = guarded(() =>
      this.db
        .select()
        .from(transfers)
        .where(
          and(
            eq(transfers.userId, userId),
            after
              ? cursorBefore(transfers, sql.param(after.date, transfers.date), sql.param(after.id, transfers.id))
              : undefined,
          ),
        )
        .orderBy(...sqliteDialect.newestFirst(transfers))
        .limit(limit + 1)
        .all(),
    );
    return transferPageOf(limit, rows);
  }
}

/** The wallets a transfer points at, for a foreign key that fails on SQLite. */
const transferReferences = (transfer: Transfer): Reference[] => [
  ["transfers_from_wallet_id_wallets_id_fk", transfer.fromWalletId],
  ["transfers_to_wallet_id_wallets_id_fk", transfer.toWalletId],
];
