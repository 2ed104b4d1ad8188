import {
  type Attachment,
  type AttachmentId,
  type AttachmentRepo,
  attachmentLimitReached,
  storageQuotaExceeded,
  type TransactionId,
  transactionNotFound,
  type UserId,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

const oldestFirst = (a: Attachment, b: Attachment): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Checks, then writes with no `await` in between: atomic on the one JavaScript thread. */
export class MemoryAttachmentRepo implements AttachmentRepo {
  constructor(private readonly store: MemoryStore) {}

  async add(attachment: Attachment, maxPerTransaction: number, quotaBytes = Number.POSITIVE_INFINITY): Promise<void> {
    if (!this.store.transactions.has(attachment.transactionId)) throw transactionNotFound();
    if (this.store.attachments.has(attachment.id)) throw new Error(`Duplicate attachment id ${attachment.id}`);
    if (this.onTransaction(attachment.transactionId).length >= maxPerTransaction) {
      throw attachmentLimitReached(maxPerTransaction);
    }
    if (this.bytesOf(attachment.userId) + attachment.sizeBytes > quotaBytes) throw storageQuotaExceeded(quotaBytes);
    this.store.attachments.set(attachment.id, copy(attachment));
  }

  async findById(id: AttachmentId): Promise<Attachment | null> {
    const row = this.store.attachments.get(id);
    return row ? copy(row) : null;
  }

  async listByTransaction(transactionId: TransactionId): Promise<Attachment[]> {
    return this.onTransaction(transactionId).sort(oldestFirst).map(copy);
  }

  async delete(id: AttachmentId): Promise<Attachment | null> {
    const row = this.store.attachments.get(id);
    if (!row) return null;
    this.store.attachments.delete(id);
    return copy(row);
  }

  async fileKeysInUse(fileKeys: readonly string[]): Promise<string[]> {
    const used = new Set([...this.store.attachments.values()].map((row) => row.fileKey));
    return [...new Set(fileKeys)].filter((key) => used.has(key));
  }

  async storedBytes(userId: UserId): Promise<number> {
    return this.bytesOf(userId);
  }

  /** Each file of the user's once, however many rows link it. */
  private bytesOf(userId: UserId): number {
    const files = new Map<string, number>();
    for (const row of this.store.attachments.values()) if (row.userId === userId) files.set(row.fileKey, row.sizeBytes);
    let total = 0;
    for (const size of files.values()) total += size;
    return total;
  }

  private onTransaction(transactionId: TransactionId): Attachment[] {
    return [...this.store.attachments.values()].filter((row) => row.transactionId === transactionId);
  }
}
