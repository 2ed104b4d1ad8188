import { type OcrPort, ocrParseFailed, type ParsedReceipt, type ReadContext, type ReceiptImage } from "@finance/domain";
import type { TextDetector } from "./boxes";
import { readReceipt } from "./readReceipt";
import { rowsFromBoxes } from "./rowsFromBoxes";

const parseFailed = (message: string) => ocrParseFailed(message);

/**
 * An offline engine as an OcrPort: the engine finds the text boxes, `rowsFromBoxes` rebuilds the
 * printed rows and `readReceipt` reads them. No text, or no amount: OCR_PARSE_FAILED.
 */
export class DetectorOcr implements OcrPort {
  constructor(private readonly detector: TextDetector) {}

  async read(image: ReceiptImage, context: ReadContext = {}): Promise<ParsedReceipt> {
    const boxes = await this.detector.detect(
      image,
      context.language === undefined ? undefined : { language: context.language },
    );
    if (boxes.length === 0) throw parseFailed("No text found on the receipt image");
    const parsed = readReceipt(rowsFromBoxes(boxes), context);
    if (parsed.lines.length === 0 && parsed.total === null) throw parseFailed("No amount found on the receipt");
    return parsed;
  }

  async warmUp(): Promise<void> {
    await this.detector.warmUp?.();
  }

  async close(): Promise<void> {
    await this.detector.close?.();
  }
}
