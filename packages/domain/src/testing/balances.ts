import { MAX_TOTAL_MINOR, sumOutOfRange } from "../index";
import type { MemoryStore } from "./MemoryStore";

/**
 * What the databases' triggers refuse: a wallet balance moving beyond MAX_TOTAL_MINOR. Only a move
 * away from zero is refused, so a sum stored before the limit existed can be brought back into range.
 */
export const requireBalancesInRange = (store: MemoryStore, deltas: ReadonlyMap<string, number>): void => {
  for (const [walletId, delta] of deltas) {
    const before = store.wallets.get(walletId)?.balanceMinor ?? 0;
    const after = before + delta;
    if (Math.abs(after) > MAX_TOTAL_MINOR && Math.abs(after) > Math.abs(before)) throw sumOutOfRange();
  }
};

/** Adds each delta to its wallet's balance (call only after every check passed). */
export const moveBalances = (store: MemoryStore, deltas: ReadonlyMap<string, number>): void => {
  for (const [walletId, delta] of deltas) {
    const wallet = store.wallets.get(walletId);
    if (wallet) store.wallets.set(walletId, { ...wallet, balanceMinor: wallet.balanceMinor + delta });
  }
};
