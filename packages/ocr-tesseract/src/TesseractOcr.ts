import type { OcrPort, ParsedReceipt, ReadContext, ReceiptImage } from "@finance/domain";
import { readReceiptText } from "@finance/receipt-reader";
import Tesseract from "tesseract.js";
import { parseFailed, TesseractPool, type TesseractPoolOptions } from "./TesseractPool";

export type TesseractOcrOptions = TesseractPoolOptions;

/**
 * Offline OCR adapter: tesseract.js with the bundled English model, the page read as one block of
 * text and handed to the shared receipt reader line by line. An image that cannot be decoded, or
 * holds no amount, is OCR_PARSE_FAILED; a worker that fails to start, crashes or hangs is
 * OCR_RESPONSE_FAILED.
 */
export class TesseractOcr implements OcrPort {
  private readonly pool: TesseractPool;

  constructor(options: TesseractOcrOptions = {}) {
    // One block of text keeps a row's description and price on one line.
    this.pool = new TesseractPool(
      { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, preserve_interword_spaces: "1" },
      options,
    );
  }

  async read(image: ReceiptImage, context: ReadContext = {}): Promise<ParsedReceipt> {
    const page = await this.pool.recognize(
      Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
    );
    const text = page.text ?? "";
    if (text.trim().length === 0) throw parseFailed("No text found on the receipt image");
    const parsed = readReceiptText(text, context);
    if (parsed.lines.length === 0 && parsed.total === null) throw parseFailed("No amount found on the receipt");
    return parsed;
  }

  /** Starts the pool now instead of on the first receipt (for a warm start). */
  warmUp(): Promise<void> {
    return this.pool.warmUp();
  }

  terminate(): Promise<void> {
    return this.pool.terminate();
  }
}
