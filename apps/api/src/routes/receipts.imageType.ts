import { imageSize } from "image-size";

/** The receipt image types the service reads, told apart by their first bytes, never by a header. */
export type ReceiptImageType = "image/png" | "image/jpeg" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** PNG, JPEG or WebP by magic bytes; null for anything else (PDF, HEIC, GIF, text, empty). */
export const sniffReceiptImageType = (bytes: Uint8Array): ReceiptImageType | null => {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
};

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/**
 * Width and height as the image's header declares them (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X),
 * read by image-size without decoding a single pixel; null when the header cannot be read.
 */
export const readImageDimensions = (bytes: Uint8Array): ImageDimensions | null => {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
};
