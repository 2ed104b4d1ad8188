/** What the OCR step reads off a receipt image. Amounts are decimals in major units, as printed. */
export interface ParsedReceipt {
  readonly merchant: string | null;
  /** ISO 8601 date (or date-time) printed on the receipt, or null. */
  readonly date: string | null;
  /** ISO 4217 code printed on the receipt, or null when none was recognised. */
  readonly currency: string | null;
  readonly lines: readonly { readonly description: string; readonly amount: number }[];
  readonly total: number | null;
}

export interface ReceiptImage {
  readonly bytes: Uint8Array;
  readonly mimeType: "image/png" | "image/jpeg" | "image/webp";
}

/** Port: fails with OCR_RESPONSE_FAILED (no usable answer) or OCR_PARSE_FAILED (answer unreadable). */
export interface OcrPort {
  read(image: ReceiptImage): Promise<ParsedReceipt>;
}
