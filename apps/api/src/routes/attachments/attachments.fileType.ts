import type { AttachmentType } from "@finance/domain";
import { readImageDimensions, sniffReceiptImageType } from "../receipts/receipts.imageType";

/** `%PDF-` and a version digit: what every PDF since 1.0 starts with. */
const PDF = /^%PDF-[12]\./;

/**
 * The attachment's type from its first bytes, never from the client's Content-Type or file name:
 * PNG, JPEG and WebP by signature with a header image-size can read (a signature followed by
 * anything else is no image), PDF by its header line. Null for anything else.
 */
export const sniffAttachmentType = (bytes: Uint8Array): AttachmentType | null => {
  const image = sniffReceiptImageType(bytes);
  if (image !== null) return readImageDimensions(bytes) === null ? null : image;
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  return PDF.test(head) ? "application/pdf" : null;
};
