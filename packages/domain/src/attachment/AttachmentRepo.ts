import type { AttachmentId, TransactionId } from "../shared/Id";
import type { Attachment } from "./Attachment";

/** Port: the rows that link files to transactions. */
export interface AttachmentRepo {
  /**
   * Inserts the row in one atomic step with its checks: TRANSACTION_NOT_FOUND when the transaction
   * is gone, ATTACHMENT_LIMIT_REACHED when it already has `maxPerTransaction` attachments.
   */
  add(attachment: Attachment, maxPerTransaction: number): Promise<void>;
  findById(id: AttachmentId): Promise<Attachment | null>;
  /** The transaction's attachments, oldest first. */
  listByTransaction(transactionId: TransactionId): Promise<Attachment[]>;
  /** Removes the row; answers it, or null when there was none. */
  delete(id: AttachmentId): Promise<Attachment | null>;
  /** Which of `fileKeys` some row still points at. */
  fileKeysInUse(fileKeys: readonly string[]): Promise<string[]>;
}
