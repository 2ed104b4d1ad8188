import type { Transfer } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import type { UserId } from "../../shared/Id";
import { findOwnedTransfer } from "./findOwnedTransfer";

export class GetTransfer {
  constructor(private readonly transfers: TransferRepo) {}

  execute(userId: UserId, id: string): Promise<Transfer> {
    return findOwnedTransfer(this.transfers, userId, id);
  }
}
