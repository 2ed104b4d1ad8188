import type { ReceiptImage } from "@finance/domain";

/** One word or text box as an engine found it, in pixels of the uploaded image. */
export interface OcrBox {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** 0..1 when the engine gives one. */
  readonly confidence?: number;
}

/** An offline engine: finds the text boxes of a receipt image (the reader rebuilds rows from them). */
export interface TextDetector {
  detect(image: ReceiptImage): Promise<OcrBox[]>;
  close?(): Promise<void>;
}
