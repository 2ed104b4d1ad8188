import { plusBalance } from "@finance/adapter-sql";
import { walletNotFound } from "@finance/domain";
import { eq } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { wallets } from "./schema";

export type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

/**
 * `balance = balance + delta` for every wallet a write touches, in id order. The UPDATE takes the
 * wallet's row lock until commit, so concurrent writers queue instead of losing an update, and
 * the fixed order means two writers touching the same two wallets cannot deadlock.
 */
export const moveBalances = async (tx: Tx, deltas: readonly [string, number][]): Promise<void> => {
  for (const [walletId, delta] of deltas) {
    const moved = await tx
      .update(wallets)
      .set({ balanceMinor: plusBalance(wallets, delta) })
      .where(eq(wallets.id, walletId))
      .returning({ id: wallets.id });
    if (moved.length === 0) throw walletNotFound();
  }
};
