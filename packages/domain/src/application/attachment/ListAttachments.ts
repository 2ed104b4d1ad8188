import type { Attachment } from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { UserId } from "../../shared/Id";
import { findOwnedTransaction } from "../transaction/findOwnedTransaction";

/** The attachments of one of the caller's transactions, oldest first. */
export class ListAttachments {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly attachments: AttachmentRepo,
  ) {}

  async execute(userId: UserId, transactionId: string): Promise<Attachment[]> {
    const transaction = await findOwnedTransaction(this.transactions, userId, transactionId);
    return this.attachments.listByTransaction(transaction.id);
  }
}
