import type { UserId, WalletId } from "../../shared/Id";
/**
 * Which receipt a batch was read from: the same image bytes (`contentHash`, a hex digest the
 * caller computes; the domain has no hashing of its own) uploaded by the same user into the same
 * wallet. A store records at most one live batch per fingerprint.
 */
export interface ReceiptFingerprint {
  readonly userId: UserId;
  readonly walletId: WalletId;
  readonly contentHash: string;
}
