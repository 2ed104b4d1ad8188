import type { UserId } from "../shared/Id";
import { findOwnedTransfer } from "./findOwnedTransfer";
import type { Transfer } from "./Transfer";
import type { TransferRepo } from "./TransferRepo";

export class GetTransfer {
  constructor(private readonly transfers: TransferRepo) {}

  execute(userId: UserId, id: string): Promise<Transfer> {
    return findOwnedTransfer(this.transfers, userId, id);
  }
}
