import { plusBalance } from "@finance/adapter-sql";
import { walletNotFound } from "@finance/domain";
import { eq, sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { preparedOnce } from "./preparedOnce";
import { wallets } from "./schema";

/** Wallet balances as the writes move them, inside the caller's transaction (one connection). */
export class WalletBalances {
  private readonly plus = preparedOnce(() =>
    this.db
      .update(wallets)
      .set({ balanceMinor: plusBalance(wallets, sql.placeholder("delta")) })
      .where(eq(wallets.id, sql.placeholder("walletId")))
      .prepare(),
  );

  constructor(private readonly db: SqliteDatabase) {}

  /** Adds the net change of every wallet; a wallet that is not there fails the whole write. */
  move(deltas: readonly [string, number][]): void {
    for (const [walletId, delta] of deltas) {
      if (this.plus().run({ walletId, delta }).changes === 0) throw walletNotFound();
    }
  }
}
