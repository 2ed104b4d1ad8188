import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import { invalidWalletId } from "../../shared/domainErrors";
import { parseUuid, type UserId, type WalletId } from "../../shared/Id";
import { findOwnedWallet } from "./findOwnedWallet";

/** A path id that is not a UUID is VALIDATION_ERROR; a missing wallet and another user's, WALLET_NOT_FOUND. */
export const parseWalletPathId = (value: string): WalletId => {
  const id = parseUuid<WalletId>(value);
  if (!id) throw invalidWalletId();
  return id;
};

export class GetWallet {
  constructor(private readonly wallets: WalletRepo) {}

  execute(userId: UserId, walletId: string): Promise<Wallet> {
    return findOwnedWallet(this.wallets, userId, parseWalletPathId(walletId));
  }
}
