import type { Wallet } from "./Wallet";
import type { WalletRepo } from "./WalletRepo";

export class ListWallets {
  constructor(private readonly wallets: WalletRepo) {}

  execute(userId: string): Promise<Wallet[]> {
    return this.wallets.listByUser(userId);
  }
}
