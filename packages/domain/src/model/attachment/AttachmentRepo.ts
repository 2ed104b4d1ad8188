import type { AttachmentId, TransactionId, UserId } from "../../shared/Id";
import type { Attachment } from "./Attachment";

/** Port: the rows that link files to transactions. */
export interface AttachmentRepo {
  /**
   * Inserts the row in one atomic step with its checks: TRANSACTION_NOT_FOUND when the transaction
   * is gone, ATTACHMENT_LIMIT_REACHED when it already has `maxPerTransaction` attachments,
   * STORAGE_QUOTA_EXCEEDED when the user's stored bytes with this file would pass `quotaBytes`
   * (counted atomically with other adds of the same user; default: no quota).
   */
  add(attachment: Attachment, maxPerTransaction: number, quotaBytes?: number): Promise<void>;
  /**
   * The bytes of the user's stored files: each file counted once however many rows link it (a
   * receipt image is linked to every transaction read off it).
   */
  storedBytes(userId: UserId): Promise<number>;
  findById(id: AttachmentId): Promise<Attachment | null>;
  /** The transaction's attachments, oldest first. */
  listByTransaction(transactionId: TransactionId): Promise<Attachment[]>;
  /** Removes the row; answers it, or null when there was none. */
  delete(id: AttachmentId): Promise<Attachment | null>;
  /** Which of `fileKeys` some row still points at. */
  fileKeysInUse(fileKeys: readonly string[]): Promise<string[]>;
}
