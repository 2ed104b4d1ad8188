import type { Currency } from "../money/Currency";

/**
 * What a printed receipt line is, as the reader understood it. Absent on answers that do not say
 * (older adapters): the line's words then decide (`classifyReceiptLine`).
 * - `item`: something bought; `discount`: money off (its amount is negative);
 * - `tax`: a TAX / VAT line, added on top or included in the prices (`taxIncluded`);
 * - `service`: a service charge; `rounding`: a rounding adjustment (either sign).
 */
export type ParsedLineKind = "item" | "discount" | "tax" | "service" | "rounding";

export interface ParsedReceiptLine {
  readonly description: string;
  /** Decimal in major units, as printed; negative for discounts. */
  readonly amount: number;
  readonly kind?: ParsedLineKind;
  /** On tax lines: true when the receipt says the tax is inside the prices ("MwSt 7% enthalten"). */
  readonly taxIncluded?: boolean;
}

/** What the OCR step reads off a receipt image. Amounts are decimals in major units, as printed. */
export interface ParsedReceipt {
  readonly merchant: string | null;
  /**
   * The date printed on the receipt: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm[:ss]` when a time of day
   * is printed too (a wall-clock time without zone), or null.
   */
  readonly date: string | null;
  /** ISO 4217 code named unambiguously on the receipt (a code, or a symbol only one currency uses), or null. */
  readonly currency: string | null;
  /**
   * Marks several currencies share ("$", "¥", "kr", "RM"-like glyphs): hints only, never a mismatch
   * with the wallet's currency.
   */
  readonly currencyHints?: readonly string[];
  readonly lines: readonly ParsedReceiptLine[];
  /** The total paid, as printed, or null. */
  readonly total: number | null;
}

export interface ReceiptImage {
  readonly bytes: Uint8Array;
  readonly mimeType: "image/png" | "image/jpeg" | "image/webp";
}

/** Hints for reading a receipt; an adapter may ignore them. */
export interface ReadContext {
  /** The wallet the receipt goes into: decides ambiguous dates (day or month first) and marks. */
  readonly walletCurrency?: Currency;
  /**
   * The receipt's language as the client states it (a BCP 47 tag: `ja`, `ko-KR`, `zh-Hant`, `vi`):
   * an engine picks its recogniser from it instead of guessing from what it sees.
   */
  readonly language?: string;
}

/** Port: fails with OCR_RESPONSE_FAILED (no usable answer) or OCR_PARSE_FAILED (answer unreadable). */
export interface OcrPort {
  read(image: ReceiptImage, context?: ReadContext): Promise<ParsedReceipt>;
}
