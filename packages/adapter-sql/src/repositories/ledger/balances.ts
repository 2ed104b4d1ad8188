import { walletNotFound } from "@finance/domain";
import { eq, sql } from "drizzle-orm";
import { type Plan, prepared, runOf } from "../../driver";
import { plusBalance } from "../../writes";
import type { WalletsTable } from "./tables";

/**
 * `balance = balance + delta` for every wallet a write touches, in id order (`walletDeltas`), inside
 * the write's plan. On PostgreSQL the UPDATE takes the wallet's row lock until commit, so
 * concurrent writers queue instead of losing an update, and the fixed order means two writers
 * touching the same two wallets cannot deadlock; SQLite's writers queue on its one write lock.
 */
export const walletBalances = (wallets: WalletsTable) => {
  const plus = prepared(
    () =>
      sql`update ${wallets} set ${sql.identifier(wallets.balanceMinor.name)} = ${plusBalance(wallets, sql.placeholder("delta"))} where ${eq(wallets.id, sql.placeholder("walletId"))}`,
  );
  /** Adds the net change of every wallet; a wallet that is not there fails the whole write. */
  return function* move(deltas: readonly (readonly [string, number])[]): Plan<void> {
    for (const [walletId, delta] of deltas) {
      if ((yield* runOf(plus, { walletId, delta })) === 0) throw walletNotFound();
    }
  };
};
