import {
  type Attachment,
  type AttachmentType,
  MAX_ATTACHMENTS_PER_TRANSACTION,
} from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { ByteChunks, FileStore } from "../../model/attachment/FileStore";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { Clock } from "../../shared/Clock";
import { attachmentLimitReached, storageQuotaExceeded } from "../../shared/domainErrors";
import type { AttachmentId, IdGenerator, UserId } from "../../shared/Id";
import { findOwnedTransaction } from "../transaction/findOwnedTransaction";

/** The file's bytes: in memory, or as chunks read as they are written (an upload waiting on disk). */
export type AttachmentContent =
  | { readonly bytes: Uint8Array }
  | { readonly content: ByteChunks; readonly sizeBytes: number };

export type AddAttachmentInput = AttachmentContent & {
  readonly transactionId: string;
  /** Decided from the bytes by the caller (the HTTP layer sniffs magic bytes). */
  readonly contentType: AttachmentType;
};

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
    /** STORAGE_QUOTA_BYTES: the user's stored files together, this one included. */
    private readonly quotaBytes = Number.POSITIVE_INFINITY,
  ) {}

  async execute(userId: UserId, input: AddAttachmentInput): Promise<Attachment> {
    const transaction = await findOwnedTransaction(this.transactions, userId, input.transactionId);
    // Checked again atomically with the insert; this only spares writing a file bound to be refused.
    const existing = await this.attachments.listByTransaction(transaction.id);
    if (existing.length >= MAX_ATTACHMENTS_PER_TRANSACTION) {
      throw attachmentLimitReached(MAX_ATTACHMENTS_PER_TRANSACTION);
    }
    // Checked again atomically with the insert; this spares writing a file bound to be refused.
    const declaredBytes = "bytes" in input ? input.bytes.byteLength : input.sizeBytes;
    if ((await this.attachments.storedBytes(userId)) + declaredBytes > this.quotaBytes) {
      throw storageQuotaExceeded(this.quotaBytes);
    }
    const id = this.ids.next<AttachmentId>();
    const { sizeBytes } = await this.files.put(id, "bytes" in input ? [input.bytes] : input.content);
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
      await this.attachments.add(attachment, MAX_ATTACHMENTS_PER_TRANSACTION, this.quotaBytes);
    } catch (error) {
      await this.files.delete(id).catch(() => undefined);
      throw error;
    }
    return attachment;
  }
}
