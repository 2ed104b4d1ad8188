import { attachmentsOf, chunks, fileKeysAmong, toAttachment } from "@finance/adapter-sql";
import {
  type Attachment,
  type AttachmentRepo,
  attachmentLimitReached,
  storageQuotaExceeded,
  transactionNotFound,
  type UserId,
} from "@finance/domain";
import { and, count, eq, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { attachments, transactions, users } from "./schema";

type Reader = Pick<PostgresDatabase, "select" | "selectDistinct">;

/**
 * The user's stored bytes, each file once: reached through the user's transactions (indexed by
 * user) and their attachments (indexed by transaction), so no scan of every user's attachments.
 */
const storedBytesOf = async (db: Reader, userId: string): Promise<number> => {
  const files = db
    .selectDistinct({ fileKey: attachments.fileKey, sizeBytes: attachments.sizeBytes })
    .from(transactions)
    .innerJoin(attachments, eq(attachments.transactionId, transactions.id))
    .where(and(eq(transactions.userId, userId), eq(attachments.userId, userId)))
    .as("files");
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` }).from(files);
  return Number(row?.total ?? 0);
};

/**
 * Rows of attachment files. The checked insert locks the transaction's row first (FOR UPDATE, the
 * lock a transaction's update or delete takes first too), so concurrent uploads to one transaction
 * count in turn and never pass the cap, and a delete of the transaction waits or wins cleanly.
 * With a quota it then locks the user's row (FOR NO KEY UPDATE: inserts that reference the user
 * still go on), so one user's concurrent uploads sum their bytes in turn.
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

  async add(attachment: Attachment, maxPerTransaction: number, quotaBytes = Number.POSITIVE_INFINITY): Promise<void> {
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
        if (Number.isFinite(quotaBytes)) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, attachment.userId)).for("no key update");
          if ((await storedBytesOf(tx, attachment.userId)) + attachment.sizeBytes > quotaBytes) {
            throw storageQuotaExceeded(quotaBytes);
          }
        }
        await tx.insert(attachments).values(attachment);
      }),
    );
  }

  async storedBytes(userId: UserId): Promise<number> {
    return guarded(() => storedBytesOf(this.db, userId));
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
