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
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { preparedOnce } from "./preparedOnce";
import { attachments, transactions } from "./schema";
import { writeTransaction } from "./writeTransaction";

type Reader = Pick<SqliteDatabase, "select" | "selectDistinct">;

/**
 * The user's stored bytes, each file once: reached through the user's transactions (indexed by
 * user) and their attachments (indexed by transaction), so no scan of every user's attachments.
 */
const storedBytesOf = (db: Reader, userId: string): number => {
  const files = db
    .selectDistinct({ fileKey: attachments.fileKey, sizeBytes: attachments.sizeBytes })
    .from(transactions)
    .innerJoin(attachments, eq(attachments.transactionId, transactions.id))
    .where(and(eq(transactions.userId, userId), eq(attachments.userId, userId)))
    .as("files");
  const row = db
    .select({ total: sql<number>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .get();
  return Number(row?.total ?? 0);
};

/**
 * Rows of attachment files; the checked insert is one `BEGIN IMMEDIATE` transaction (writers
 * queue), so the per-transaction cap and the user's quota are counted in turn.
 */
export class SqliteAttachmentRepo implements AttachmentRepo {
  /** A transaction's attachments, listed and read before every delete of a transaction. */
  private readonly ofTransaction = preparedOnce(() => {
    const { where, orderBy } = attachmentsOf(attachments, sql.placeholder("transactionId"));
    return this.db
      .select()
      .from(attachments)
      .where(where)
      .orderBy(...orderBy)
      .prepare();
  });

  constructor(private readonly db: SqliteDatabase) {}

  async add(attachment: Attachment, maxPerTransaction: number, quotaBytes = Number.POSITIVE_INFINITY): Promise<void> {
    await writeTransaction(this.db, (tx) => {
      const owner = tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.id, attachment.transactionId))
        .get();
      if (!owner) throw transactionNotFound();
      const held = tx
        .select({ n: count() })
        .from(attachments)
        .where(eq(attachments.transactionId, attachment.transactionId))
        .get();
      if ((held?.n ?? 0) >= maxPerTransaction) throw attachmentLimitReached(maxPerTransaction);
      if (storedBytesOf(tx, attachment.userId) + attachment.sizeBytes > quotaBytes) {
        throw storageQuotaExceeded(quotaBytes);
      }
      tx.insert(attachments).values(attachment).run();
    });
  }

  async storedBytes(userId: UserId): Promise<number> {
    return guarded(() => storedBytesOf(this.db, userId));
  }

  async findById(id: string): Promise<Attachment | null> {
    const row = guarded(() => this.db.select().from(attachments).where(eq(attachments.id, id)).get());
    return row ? toAttachment(row) : null;
  }

  async listByTransaction(transactionId: string): Promise<Attachment[]> {
    const rows = guarded(() => this.ofTransaction().all({ transactionId }));
    return rows.map(toAttachment);
  }

  async delete(id: string): Promise<Attachment | null> {
    const row = guarded(() => this.db.delete(attachments).where(eq(attachments.id, id)).returning().get());
    return row ? toAttachment(row) : null;
  }

  async fileKeysInUse(fileKeys: readonly string[]): Promise<string[]> {
    const found = chunks([...new Set(fileKeys)]).flatMap((chunk) =>
      guarded(() =>
        this.db
          .selectDistinct({ fileKey: attachments.fileKey })
          .from(attachments)
          .where(fileKeysAmong(attachments, chunk))
          .all(),
      ),
    );
    return found.map((row) => row.fileKey);
  }
}
