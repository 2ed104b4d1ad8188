import type { ReceiptImage } from "@finance/domain";
import type { OcrBox, TextDetector } from "@finance/receipt-reader";
import Tesseract from "tesseract.js";
import { type PreprocessOptions, preprocess } from "./preprocess";
import { parseFailed, TesseractPool, type TesseractPoolOptions } from "./TesseractPool";

export interface TesseractDetectorOptions extends TesseractPoolOptions {
  readonly preprocess?: PreprocessOptions;
  /** Words read with less confidence (0..1) are dropped. Default 0.3. */
  readonly minConfidence?: number;
}

/**
 * tesseract.js as a TextDetector: the image is prepared with sharp, the page segmented as sparse
 * text (receipts are columns of short fields, not paragraphs), and every word comes back with its
 * box in pixels of the uploaded image. The reader rebuilds rows from those boxes.
 */
export class TesseractDetector implements TextDetector {
  private readonly pool: TesseractPool;

  constructor(private readonly options: TesseractDetectorOptions = {}) {
    this.pool = new TesseractPool({ tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT }, options);
  }

  async detect(image: ReceiptImage): Promise<OcrBox[]> {
    const prepared = await preprocess(image.bytes, this.options.preprocess).catch(() => {
      throw parseFailed("The receipt image cannot be read");
    });
    const page = await this.pool.recognize(prepared.png, { blocks: true, text: false });
    const minConfidence = this.options.minConfidence ?? 0.3;
    const boxes: OcrBox[] = [];
    for (const block of page.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          for (const word of line.words) {
            const text = word.text.trim();
            const confidence = word.confidence / 100;
            if (text === "" || confidence < minConfidence) continue;
            boxes.push({
              text,
              left: Math.round(word.bbox.x0 * prepared.scale),
              top: Math.round(word.bbox.y0 * prepared.scale),
              right: Math.round(word.bbox.x1 * prepared.scale),
              bottom: Math.round(word.bbox.y1 * prepared.scale),
              confidence: Math.round(confidence * 1000) / 1000,
            });
          }
        }
      }
    }
    return boxes.sort((a, b) => a.top - b.top || a.left - b.left);
  }

  warmUp(): Promise<void> {
    return this.pool.warmUp();
  }

  close(): Promise<void> {
    return this.pool.terminate();
  }
}
