import { type Attachment, type AttachmentType, isAttachmentType } from "@finance/domain";
import { asc, eq, inArray, type Placeholder, type SQL } from "drizzle-orm";
import { type Stored, storedId } from "./mappers";
import type { AttachmentsTable } from "./tables";

export type AttachmentRow = Omit<Stored<Attachment>, "contentType"> & { contentType: string };

/** A stored row as the domain's record; a content type the domain no longer knows is a broken row. */
export const toAttachment = (row: AttachmentRow): Attachment => {
  if (!isAttachmentType(row.contentType)) throw new Error(`Attachment ${row.id} has an unknown content type`);
  return {
    id: storedId(row.id),
    userId: storedId(row.userId),
    transactionId: storedId(row.transactionId),
    fileKey: row.fileKey,
    contentType: row.contentType satisfies AttachmentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt,
  };
};

/** The attachments of one transaction, oldest first (the id may be a prepared statement's placeholder). */
export const attachmentsOf = (table: AttachmentsTable, transactionId: string | Placeholder) => ({
  where: eq(table.transactionId, transactionId) as SQL,
  orderBy: [asc(table.createdAt), asc(table.id)],
});

/** The distinct keys among `fileKeys` that rows point at. */
export const fileKeysAmong = (table: AttachmentsTable, fileKeys: readonly string[]): SQL =>
  inArray(table.fileKey, [...fileKeys]) as SQL;
