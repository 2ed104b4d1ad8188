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
import { moveBalances } from "./balances";
import type { PostgresDatabase } from "./db";
import { postgresDialect } from "./dialect";
import { guarded } from "./errors";
import { transactions, transfers } from "./schema";

/**
 * Every write is one database transaction holding the transfer row, its two legs and both
 * balances. Locks are taken in one order (the transfer row, then wallets by id, then the legs),
 * so concurrent transfers between the same two wallets, either way, queue and never deadlock.
 */
export class PostgresTransferRepo implements TransferRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async create(transfer: Transfer): Promise<void> {
    const legs = transferLegs(transfer);
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await moveBalances(tx, walletDeltas([], legs));
        await tx.insert(transfers).values(transfer);
        await tx.insert(transactions).values(legs);
      }),
    );
  }

  async findById(id: string): Promise<Transfer | null> {
    const [row] = await guarded(() => this.db.select().from(transfers).where(eq(transfers.id, id)));
    return row ? toTransfer(row) : null;
  }

  /** The stored transfer is locked first (FOR UPDATE): version and legs are read fresh under the lock. */
  async update({ next, expectedVersion }: TransferUpdate): Promise<VersionedWrite<Transfer>> {
    return guarded(() =>
      this.db.transaction(async (tx): Promise<VersionedWrite<Transfer>> => {
        const [row] = await tx.select().from(transfers).where(eq(transfers.id, next.id)).for("update");
        if (!row) throw transferNotFound();
        const current = toTransfer(row);
        if (current.version !== expectedVersion) return { ok: false, current };
        const legs = transferLegs(next);
        await moveBalances(tx, walletDeltas(transferLegs(current), legs));
        for (const leg of legs) await tx.update(transactions).set(legChanges(leg)).where(eq(transactions.id, leg.id));
        await tx.update(transfers).set(transferChanges(next)).where(eq(transfers.id, next.id));
        return { ok: true, value: next };
      }),
    );
  }

  async delete(id: string): Promise<Transfer | null> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for("update");
        if (!row) return null;
        const current = toTransfer(row);
        const legs = transferLegs(current);
        await moveBalances(tx, walletDeltas(legs, []));
        await tx.delete(transactions).where(
          inArray(
            transactions.id,
            legs.map((leg) => leg.id),
          ),
        );
        await tx.delete(transfers).where(eq(transfers.id, id));
        return current;
      }),
    );
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list({ userId, limit, after }: TransferListQuery): Promise<TransferPage> {
    const rows = await guarded(() =>
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
        .orderBy(...postgresDialect.newestFirst(transfers))
        .limit(limit + 1),
    );
    return transferPageOf(limit, rows);
  }
}
