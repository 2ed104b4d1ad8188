import {
  type Attachment,
  type AttachmentRepo,
  attachmentLimitReached,
  storageQuotaExceeded,
  transactionNotFound,
  type UserId,
} from "@finance/domain";
import { and, eq, sql } from "drizzle-orm";
import { type AttachmentRow, attachmentsOf, fileKeysAmong, toAttachment } from "../attachmentSql";
import { oneOf, type Plan, prepared, runOf, type SqlDriver } from "../driver";
import { chunks } from "../paging";
import { insertInto, numberOf, selection } from "../rowSql";
import type { RepositoryTables } from "../tables";

type Tables = Pick<RepositoryTables, "attachments" | "transactions" | "users">;

/**
 * Rows of attachment files, for both stores. The checked insert is one plan: on SQLite one
 * `BEGIN IMMEDIATE` write (writers queue), so the per-transaction cap and the user's quota are
 * counted in turn; on PostgreSQL it locks the transaction's row first (FOR UPDATE, the lock a
 * transaction's update or delete takes first too), and with a quota the user's row (FOR NO KEY
 * UPDATE: inserts that reference the user still go on), with the same effect.
 */
export class SqlAttachmentRepo implements AttachmentRepo {
  private readonly row;
  /** A transaction's attachments, listed and read before every delete of a transaction. */
  private readonly ofTransaction;
  /**
   * The user's stored bytes, each file once: reached through the user's transactions (indexed by
   * user) and their attachments (indexed by transaction), so no scan of every user's attachments.
   */
  private readonly storedBytesOf;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
  ) {
    const { attachments, transactions } = tables;
    this.row = selection<AttachmentRow>(attachments);
    this.ofTransaction = prepared(() => {
      const { where, orderBy } = attachmentsOf(attachments, sql.placeholder("transactionId"));
      return sql`select ${this.row.list} from ${attachments} where ${where} order by ${sql.join(orderBy, sql`, `)}`;
    });
    this.storedBytesOf = prepared(() => {
      const userId = sql.placeholder("userId");
      return sql`select coalesce(sum(files.size_bytes), 0) as "total" from (select distinct ${attachments.fileKey} as file_key, ${attachments.sizeBytes} as size_bytes from ${transactions} inner join ${attachments} on ${eq(attachments.transactionId, transactions.id)} where ${and(eq(transactions.userId, userId), eq(attachments.userId, userId))}) files`;
    });
  }

  private decode = (row: Record<string, unknown>): Attachment => toAttachment(this.row.decode(row));

  async add(attachment: Attachment, maxPerTransaction: number, quotaBytes = Number.POSITIVE_INFINITY): Promise<void> {
    await this.driver.transaction(() => this.checkedInsert(attachment, maxPerTransaction, quotaBytes));
  }

  private *checkedInsert(attachment: Attachment, maxPerTransaction: number, quotaBytes: number): Plan<void> {
    const { attachments, transactions, users } = this.tables;
    const locks = this.driver.locksRows;
    const owner = yield* oneOf(
      sql`select ${transactions.id} from ${transactions} where ${eq(transactions.id, attachment.transactionId)}${locks ? sql` for update` : sql``}`,
    );
    if (!owner) throw transactionNotFound();
    const held = yield* oneOf(
      sql`select count(*) as "n" from ${attachments} where ${eq(attachments.transactionId, attachment.transactionId)}`,
    );
    if (numberOf(held?.n) >= maxPerTransaction) throw attachmentLimitReached(maxPerTransaction);
    if (Number.isFinite(quotaBytes)) {
      if (locks) {
        yield* oneOf(sql`select ${users.id} from ${users} where ${eq(users.id, attachment.userId)} for no key update`);
      }
      const stored = yield* oneOf(this.storedBytesOf, { userId: attachment.userId });
      if (numberOf(stored?.total) + attachment.sizeBytes > quotaBytes) throw storageQuotaExceeded(quotaBytes);
    }
    yield* runOf(insertInto(attachments, attachment));
  }

  async storedBytes(userId: UserId): Promise<number> {
    return numberOf((await this.driver.one(this.storedBytesOf, { userId }))?.total);
  }

  async findById(id: string): Promise<Attachment | null> {
    const { attachments } = this.tables;
    const row = await this.driver.one(sql`select ${this.row.list} from ${attachments} where ${eq(attachments.id, id)}`);
    return row ? this.decode(row) : null;
  }

  async listByTransaction(transactionId: string): Promise<Attachment[]> {
    return (await this.driver.rows(this.ofTransaction, { transactionId })).map(this.decode);
  }

  async delete(id: string): Promise<Attachment | null> {
    const { attachments } = this.tables;
    const row = await this.driver.one(
      sql`delete from ${attachments} where ${eq(attachments.id, id)} returning ${this.row.list}`,
    );
    return row ? this.decode(row) : null;
  }

  async fileKeysInUse(fileKeys: readonly string[]): Promise<string[]> {
    const { attachments } = this.tables;
    const found: string[] = [];
    for (const chunk of chunks([...new Set(fileKeys)])) {
      const rows = await this.driver.rows(
        sql`select distinct ${attachments.fileKey} as "fileKey" from ${attachments} where ${fileKeysAmong(attachments, chunk)}`,
      );
      found.push(...rows.map((row) => String(row.fileKey)));
    }
    return found;
  }
}
