import { plusBalance } from "@finance/adapter-sql";
import { walletNotFound } from "@finance/domain";
import { eq } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { wallets } from "./schema";

export type Tx = Parameters<Parameters<SqliteDatabase["transaction"]>[0]>[0];

/** Adds the net change of every wallet; a wallet that is not there fails the whole write. */
export const moveBalances = (tx: Tx, deltas: readonly [string, number][]): void => {
  for (const [walletId, delta] of deltas) {
    const result = tx
      .update(wallets)
      .set({ balanceMinor: plusBalance(wallets, delta) })
      .where(eq(wallets.id, walletId))
      .run();
    if (result.changes === 0) throw walletNotFound();
  }
};
