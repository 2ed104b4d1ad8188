import {
  type Attachment,
  type AttachmentId,
  type AttachmentRepo,
  attachmentLimitReached,
  type TransactionId,
  transactionNotFound,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

const oldestFirst = (a: Attachment, b: Attachment): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Checks, then writes with no `await` in between: atomic on the one JavaScript thread. */
export class MemoryAttachmentRepo implements AttachmentRepo {
  constructor(private readonly store: MemoryStore) {}

  async add(attachment: Attachment, maxPerTransaction: number): Promise<void> {
    if (!this.store.transactions.has(attachment.transactionId)) throw transactionNotFound();
    if (this.store.attachments.has(attachment.id)) throw new Error(`Duplicate attachment id ${attachment.id}`);
    if (this.onTransaction(attachment.transactionId).length >= maxPerTransaction) {
      throw attachmentLimitReached(maxPerTransaction);
    }
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

  private onTransaction(transactionId: TransactionId): Attachment[] {
    return [...this.store.attachments.values()].filter((row) => row.transactionId === transactionId);
  }
}
