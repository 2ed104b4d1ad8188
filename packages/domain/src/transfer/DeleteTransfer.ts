import { emitTransfer } from "../application/event/emitters";
import type { AttachmentRepo } from "../attachment/AttachmentRepo";
import type { FileStore } from "../attachment/FileStore";
import { removeUnusedFiles } from "../attachment/removeUnusedFiles";
import type { EventFactory } from "../model/event/DomainEvent";
import { transferNotFound } from "../shared/domainErrors";
import type { UserId } from "../shared/Id";
import { findOwnedTransfer } from "./findOwnedTransfer";
import type { Transfer } from "./Transfer";
import type { TransferRepo } from "./TransferRepo";

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
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, id: string): Promise<Transfer> {
    const owned = await findOwnedTransfer(this.transfers, userId, id);
    const legs = [owned.outgoingTransactionId, owned.incomingTransactionId];
    const rows = await Promise.all(legs.map((legId) => this.attachments.listByTransaction(legId)));
    const deleted = await this.transfers.delete(owned.id, emitTransfer(this.events, "transfer.deleted"));
    if (!deleted) throw transferNotFound();
    await removeUnusedFiles(
      this.attachments,
      this.files,
      rows.flat().map((attachment) => attachment.fileKey),
    );
    return deleted;
  }
}
