import {
  assertWalletReassignable,
  type CreationListQuery,
  type CreationPage,
  MAX_TOTAL_MINOR,
  reassignAcrossTransfer,
  sumOutOfRange,
  type UserId,
  type Wallet,
  type WalletChanges,
  type WalletId,
  type WalletRemoval,
  type WalletRepo,
  walletCurrencyLocked,
  walletInUse,
  walletNotFound,
} from "../index";
import { creationPageOf } from "./creationPage";
import { copy, type MemoryStore } from "./MemoryStore";
import { byCreation } from "./order";

const beyondRange = (before: number, after: number): boolean =>
  Math.abs(after) > MAX_TOTAL_MINOR && Math.abs(after) > Math.abs(before);

/** Checks everything first, then writes with no `await` between: atomic on the one JavaScript thread. */
export class MemoryWalletRepo implements WalletRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(wallet: Wallet): Promise<void> {
    this.store.wallets.set(wallet.id, copy(wallet));
  }

  async findById(id: WalletId): Promise<Wallet | null> {
    const wallet = this.store.wallets.get(id);
    return wallet ? copy(wallet) : null;
  }

  async listByUser(userId: UserId): Promise<Wallet[]> {
    return [...this.store.wallets.values()]
      .filter((w) => w.userId === userId)
      .sort(byCreation)
      .map(copy);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Wallet>> {
    return creationPageOf(this.store.wallets.values(), query);
  }

  async update(id: WalletId, changes: WalletChanges): Promise<Wallet> {
    const current = this.store.wallets.get(id);
    if (!current) throw walletNotFound();
    if (changes.currency !== undefined && changes.currency !== current.currency && this.isUsed(id)) {
      throw walletCurrencyLocked();
    }
    const initialBalanceMinor = changes.initialBalanceMinor ?? current.initialBalanceMinor;
    const balanceMinor = current.balanceMinor + initialBalanceMinor - current.initialBalanceMinor;
    if (beyondRange(current.balanceMinor, balanceMinor)) throw sumOutOfRange();
    const updated: Wallet = { ...current, ...changes, initialBalanceMinor, balanceMinor };
    this.store.wallets.set(id, updated);
    return copy(updated);
  }

  async delete({ id, reassignTo, at }: WalletRemoval): Promise<Wallet | null> {
    const wallet = this.store.wallets.get(id);
    if (!wallet) return null;
    const moved = [...this.store.transactions.values()].filter((tx) => tx.walletId === id);
    const budgets = [...this.store.budgets.values()].filter((budget) => budget.walletId === id);
    let target: Wallet | undefined;
    if (reassignTo === undefined) {
      if (moved.length > 0 || budgets.length > 0) throw walletInUse();
    } else {
      target = this.store.wallets.get(reassignTo);
      if (!target || target.userId !== wallet.userId) throw walletNotFound();
      assertWalletReassignable(wallet, target);
      const to = target.id;
      const links = (t: { fromWalletId: string; toWalletId: string }) =>
        (t.fromWalletId === id && t.toWalletId === to) || (t.fromWalletId === to && t.toWalletId === id);
      if ([...this.store.transfers.values()].some(links)) throw reassignAcrossTransfer();
      const balanceMinor = target.balanceMinor + moved.reduce((sum, tx) => sum + tx.amountMinor, 0);
      if (beyondRange(target.balanceMinor, balanceMinor)) throw sumOutOfRange();
      target = { ...target, balanceMinor };
    }
    if (this.store.refusedDeletions.has(id)) throw new Error(`Deletion of ${id} refused`);
    if (target) {
      const to = target.id;
      this.store.wallets.set(to, target);
      for (const tx of moved) {
        this.store.transactions.set(tx.id, { ...tx, walletId: to, updatedAt: at, version: tx.version + 1 });
      }
      for (const budget of budgets) {
        this.store.budgets.set(budget.id, { ...budget, walletId: to, updatedAt: at, version: budget.version + 1 });
      }
      for (const transfer of this.store.transfers.values()) {
        if (transfer.fromWalletId !== id && transfer.toWalletId !== id) continue;
        this.store.transfers.set(transfer.id, {
          ...transfer,
          fromWalletId: transfer.fromWalletId === id ? to : transfer.fromWalletId,
          toWalletId: transfer.toWalletId === id ? to : transfer.toWalletId,
          updatedAt: at,
          version: transfer.version + 1,
        });
      }
    }
    for (const key of this.store.receiptBatches.keys()) {
      if ((JSON.parse(key) as string[])[1] === id) this.store.receiptBatches.delete(key);
    }
    this.store.wallets.delete(id);
    return copy(wallet);
  }

  private isUsed(walletId: string): boolean {
    const used = (rows: Iterable<{ walletId: string }>) => [...rows].some((row) => row.walletId === walletId);
    return used(this.store.transactions.values()) || used(this.store.budgets.values());
  }
}
