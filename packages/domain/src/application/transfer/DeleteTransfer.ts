import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore } from "../../model/attachment/FileStore";
import { removeUnusedFiles } from "../../model/attachment/removeUnusedFiles";
import type { Transfer } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { transferNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedTransfer } from "./findOwnedTransfer";

/**
 * Removes the transfer with both legs and gives both balances back; answers the removed transfer.
 * The legs' attachment rows go with them in the same write; then the files no other row still
 * points at are deleted, as when a transaction is deleted.
 */
export class DeleteTransfer {
  constructor(
    private readonly transfers: TransferRepo,
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
  ) {}

  async execute(userId: UserId, id: string): Promise<Transfer> {
    const owned = await findOwnedTransfer(this.transfers, userId, id);
    const legs = [owned.outgoingTransactionId, owned.incomingTransactionId];
    const rows = await Promise.all(legs.map((legId) => this.attachments.listByTransaction(legId)));
    const deleted = await this.transfers.delete(owned.id);
    if (!deleted) throw transferNotFound();
    await removeUnusedFiles(
      this.attachments,
      this.files,
      rows.flat().map((attachment) => attachment.fileKey),
    );
    return deleted;
  }
}
