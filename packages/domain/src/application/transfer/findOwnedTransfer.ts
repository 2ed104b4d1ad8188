import type { Transfer } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { invalidTransferId, transferNotFound } from "../../shared/domainErrors";
import { parseUuid, type TransferId, type UserId } from "../../shared/Id";

/** A malformed id is a VALIDATION_ERROR; a transfer that does not exist and another user's read alike. */
export const findOwnedTransfer = async (transfers: TransferRepo, userId: UserId, id: unknown): Promise<Transfer> => {
  const uuid = parseUuid<TransferId>(id);
  if (!uuid) throw invalidTransferId();
  const transfer = await transfers.findById(uuid);
  if (!transfer || transfer.userId !== userId) throw transferNotFound();
  return transfer;
};
