import type { AttachmentId, TransactionId, UserId } from "../../shared/Id";
/** The kinds of file a transaction may keep, told apart by their bytes (never by a client's word). */
export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/**
 * At most this many files on one transaction: a receipt photo, an invoice, a few pages of a
 * contract. A cap keeps one transaction from holding a user's whole disk quota in small files.
 */
export const MAX_ATTACHMENTS_PER_TRANSACTION = 10;

/**
 * A file kept with a transaction. The bytes live in the FileStore under `fileKey`; the row points
 * at them. Several rows may share one file: the receipt image is kept once and linked to every
 * transaction read off it, and the file goes when its last row does.
 */
export interface Attachment {
  readonly id: AttachmentId;
  readonly userId: UserId;
  readonly transactionId: TransactionId;
  readonly fileKey: string;
  readonly contentType: AttachmentType;
  readonly sizeBytes: number;
  readonly createdAt: Date;
}

export const isAttachmentType = (value: unknown): value is AttachmentType =>
  typeof value === "string" && (ATTACHMENT_TYPES as readonly string[]).includes(value);

/** The usual file name extension of each type (for a download's suggested name). */
export const ATTACHMENT_EXTENSIONS: { readonly [T in AttachmentType]: string } = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
};
