import { DomainError } from "../shared/DomainError";

/**
 * Which receipt a batch was read from: the same image bytes (`contentHash`, a hex digest the
 * caller computes; the domain has no hashing of its own) uploaded by the same user into the same
 * wallet. A store records at most one live batch per fingerprint.
 */
export interface ReceiptFingerprint {
  readonly userId: string;
  readonly walletId: string;
  readonly contentHash: string;
}

/** 409: the receipt was recorded before; `details` names each transaction of that batch still there. */
export const receiptAlreadyProcessed = (transactionIds: readonly string[]): DomainError =>
  new DomainError(
    "RECEIPT_ALREADY_PROCESSED",
    `This receipt was already recorded into this wallet (${transactionIds.length} transaction${transactionIds.length === 1 ? "" : "s"})`,
    transactionIds.map((id, i) => ({ path: `transactions.${i}.id`, message: id })),
  );
