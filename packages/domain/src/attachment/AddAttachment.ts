import type { Clock } from "../shared/Clock";
import { attachmentLimitReached } from "../shared/domainErrors";
import type { AttachmentId, IdGenerator, UserId } from "../shared/Id";
import { findOwnedTransaction } from "../transaction/findOwnedTransaction";
import type { TransactionRepo } from "../transaction/TransactionRepo";
import { type Attachment, type AttachmentType, MAX_ATTACHMENTS_PER_TRANSACTION } from "./Attachment";
import type { AttachmentRepo } from "./AttachmentRepo";
import type { FileStore } from "./FileStore";

export interface AddAttachmentInput {
  readonly transactionId: string;
  /** Decided from the bytes by the caller (the HTTP layer sniffs magic bytes). */
  readonly contentType: AttachmentType;
  readonly bytes: Uint8Array;
}

/**
 * Keeps a file with one of the caller's transactions: the file is written first (durably), then
 * the row, whose atomic insert re-checks the transaction and the per-transaction cap. When the row
 * cannot be written the file is deleted again; after a crash in between, the orphan sweep does it.
 */
export class AddAttachment {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: AddAttachmentInput): Promise<Attachment> {
    const transaction = await findOwnedTransaction(this.transactions, userId, input.transactionId);
    // Checked again atomically with the insert; this only spares writing a file bound to be refused.
    const existing = await this.attachments.listByTransaction(transaction.id);
    if (existing.length >= MAX_ATTACHMENTS_PER_TRANSACTION) {
      throw attachmentLimitReached(MAX_ATTACHMENTS_PER_TRANSACTION);
    }
    const id = this.ids.next<AttachmentId>();
    const { sizeBytes } = await this.files.put(id, [input.bytes]);
    const attachment: Attachment = {
      id,
      userId,
      transactionId: transaction.id,
      fileKey: id,
      contentType: input.contentType,
      sizeBytes,
      createdAt: this.clock.now(),
    };
    try {
      await this.attachments.add(attachment, MAX_ATTACHMENTS_PER_TRANSACTION);
    } catch (error) {
      await this.files.delete(id).catch(() => undefined);
      throw error;
    }
    return attachment;
  }
}
