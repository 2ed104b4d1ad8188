import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import { walletNotFound } from "../../shared/domainErrors";
import { parseUuid, type UserId, type WalletId } from "../../shared/Id";

/** A wallet that does not exist and one of another user's answer alike: WALLET_NOT_FOUND. */
export const findOwnedWallet = async (wallets: WalletRepo, userId: UserId, walletId: unknown): Promise<Wallet> => {
  const id = parseUuid<WalletId>(walletId);
  const wallet = id ? await wallets.findById(id) : null;
  if (!wallet || wallet.userId !== userId) throw walletNotFound();
  return wallet;
};
