import { assertWalletReassignable, type Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField, walletNotFound } from "../../shared/domainErrors";
import { parseUuid, type UserId, type WalletId } from "../../shared/Id";
import { findOwnedWallet } from "./findOwnedWallet";
import { parseWalletPathId } from "./GetWallet";

export interface DeleteWalletInput {
  /** Another wallet of the caller's, open and in the same currency, that takes over what uses this one. */
  reassignTo?: string;
}

export class DeleteWallet {
  constructor(
    private readonly wallets: WalletRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, walletId: string, input: DeleteWalletInput = {}): Promise<Wallet> {
    const wallet = await findOwnedWallet(this.wallets, userId, parseWalletPathId(walletId));
    let reassignTo: WalletId | undefined;
    if (input.reassignTo !== undefined) {
      reassignTo = parseUuid<WalletId>(input.reassignTo) ?? undefined;
      if (!reassignTo) throw invalidField("reassignTo", "reassignTo is not a valid id");
      assertWalletReassignable(wallet, await findOwnedWallet(this.wallets, userId, reassignTo));
    }
    const deleted = await this.wallets.delete({
      id: wallet.id,
      at: this.clock.now(),
      ...(reassignTo && { reassignTo }),
    });
    if (!deleted) throw walletNotFound();
    return deleted;
  }
}
