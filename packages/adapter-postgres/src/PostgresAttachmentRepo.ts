import { attachmentsOf, chunks, fileKeysAmong, toAttachment } from "@finance/adapter-sql";
import { type Attachment, type AttachmentRepo, attachmentLimitReached, transactionNotFound } from "@finance/domain";
import { count, eq, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { attachments, transactions } from "./schema";

/**
 * Rows of attachment files. The checked insert locks the transaction's row first (FOR UPDATE, the
 * lock a transaction's update or delete takes first too), so concurrent uploads to one transaction
 * count in turn and never pass the cap, and a delete of the transaction waits or wins cleanly.
 */
export class PostgresAttachmentRepo implements AttachmentRepo {
  /** A transaction's attachments, listed and read before every delete of a transaction: built once. */
  private readonly ofTransaction;

  constructor(private readonly db: PostgresDatabase) {
    const { where, orderBy } = attachmentsOf(attachments, sql.placeholder("transactionId"));
    this.ofTransaction = db
      .select()
      .from(attachments)
      .where(where)
      .orderBy(...orderBy)
      .prepare("attachments_of_transaction");
  }

  async add(attachment: Attachment, maxPerTransaction: number): Promise<void> {
    await guarded(() =>
      this.db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.id, attachment.transactionId))
          .for("update");
        if (!owner) throw transactionNotFound();
        const [held] = await tx
          .select({ n: count() })
          .from(attachments)
          .where(eq(attachments.transactionId, attachment.transactionId));
        if ((held?.n ?? 0) >= maxPerTransaction) throw attachmentLimitReached(maxPerTransaction);
        await tx.insert(attachments).values(attachment);
      }),
    );
  }

  async findById(id: string): Promise<Attachment | null> {
    const [row] = await guarded(() => this.db.select().from(attachments).where(eq(attachments.id, id)));
    return row ? toAttachment(row) : null;
  }

  async listByTransaction(transactionId: string): Promise<Attachment[]> {
    const rows = await guarded(() => this.ofTransaction.execute({ transactionId }));
    return rows.map(toAttachment);
  }

  async delete(id: string): Promise<Attachment | null> {
    const [row] = await guarded(() => this.db.delete(attachments).where(eq(attachments.id, id)).returning());
    return row ? toAttachment(row) : null;
  }

  async fileKeysInUse(fileKeys: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (const chunk of chunks([...new Set(fileKeys)])) {
      const rows = await guarded(() =>
        this.db
          .selectDistinct({ fileKey: attachments.fileKey })
          .from(attachments)
          .where(fileKeysAmong(attachments, chunk)),
      );
      found.push(...rows.map((row) => row.fileKey));
    }
    return found;
  }
}
