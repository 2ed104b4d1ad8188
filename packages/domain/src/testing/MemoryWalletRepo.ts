import type { Wallet, WalletRepo } from "../index";
import { copy, type MemoryStore } from "./MemoryStore";
import { byCreation } from "./order";

export class MemoryWalletRepo implements WalletRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(wallet: Wallet): Promise<void> {
    this.store.wallets.set(wallet.id, copy(wallet));
  }

  async findById(id: string): Promise<Wallet | null> {
    const wallet = this.store.wallets.get(id);
    return wallet ? copy(wallet) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    return [...this.store.wallets.values()]
      .filter((w) => w.userId === userId)
      .sort(byCreation)
      .map(copy);
  }
}
