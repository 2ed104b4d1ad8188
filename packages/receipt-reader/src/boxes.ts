import type { ReceiptImage } from "@finance/domain";

/** One word or text box as an engine found it, in image pixels. */
export interface OcrBox {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** 0..1 when the engine gives one. */
  readonly confidence?: number;
}

/** One printed row: its boxes left to right, and their text joined (a wide gap becomes two spaces). */
export interface OcrRow {
  readonly cells: readonly OcrBox[];
  readonly text: string;
}

/** An offline engine that finds the text boxes on an image. */
export interface TextDetector {
  /** `options.language`: the client's BCP 47 tag for the receipt, when it sent one. */
  detect(image: ReceiptImage, options?: { readonly language?: string }): Promise<OcrBox[]>;
  /** Loads what the first `detect` would (models, workers), so that one is not slower. */
  warmUp?(): Promise<void>;
  close?(): Promise<void>;
}
