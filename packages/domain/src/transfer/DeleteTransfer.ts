import { transferNotFound } from "../shared/domainErrors";
import { findOwnedTransfer } from "./findOwnedTransfer";
import type { Transfer } from "./Transfer";
import type { TransferRepo } from "./TransferRepo";

/** Removes the transfer with both legs and gives both balances back; answers the removed transfer. */
export class DeleteTransfer {
  constructor(private readonly transfers: TransferRepo) {}

  async execute(userId: string, id: string): Promise<Transfer> {
    const owned = await findOwnedTransfer(this.transfers, userId, id);
    const deleted = await this.transfers.delete(owned.id);
    if (!deleted) throw transferNotFound();
    return deleted;
  }
}
