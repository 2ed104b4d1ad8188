import { DomainError, type OcrPort } from "@finance/domain";
import { HttpVisionOcr } from "@finance/ocr-http";
import { type OcrBox, PaddleDetector } from "@finance/ocr-paddle";
import { parseReceiptText, TesseractOcr } from "@finance/ocr-tesseract";
import type { Config } from "../config/config";

/** An OCR port the composition root owns: `close()` releases what it holds (tesseract's workers). */
export interface OcrProvider extends OcrPort {
  close(): Promise<void>;
}

/**
 * Boxes as printed lines, top to bottom, for the line-based text parser: a box joins the line
 * whose vertical middle it covers, and a line's boxes are read left to right.
 */
export const boxesToText = (boxes: readonly OcrBox[]): string => {
  const lines: { top: number; bottom: number; boxes: OcrBox[] }[] = [];
  const byMiddle = [...boxes].sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  for (const box of byMiddle) {
    const middle = (box.top + box.bottom) / 2;
    const line = lines.find((l) => middle >= l.top && middle <= l.bottom);
    if (line) line.boxes.push(box);
    else lines.push({ top: box.top, bottom: box.bottom, boxes: [box] });
  }
  return lines
    .map((line) =>
      line.boxes
        .sort((a, b) => a.left - b.left)
        .map((box) => box.text)
        .join("  "),
    )
    .join("\n");
};

/**
 * The receipt OCR adapter named by OCR_PROVIDER (H4):
 * - `tesseract` (default): offline, the bundled English model; one worker, started on the first
 *   receipt and kept for the next ones; `close()` terminates it.
 * - `paddle`: offline, PaddleOCR PP-OCRv4 models on ONNX Runtime; text boxes become lines for the
 *   same text parser.
 * - `http`: an OpenAI-compatible vision endpoint (OCR_URL, OCR_MODEL, OCR_API_KEY, OCR_TIMEOUT_MS).
 */
export const createOcr = (config: Pick<Config, "ocr">): OcrProvider => {
  const { provider, url, model, apiKey, timeoutMs } = config.ocr;
  if (provider === "http") {
    // loadConfig already refuses OCR_PROVIDER=http without OCR_URL and OCR_MODEL.
    if (url === undefined || model === undefined)
      throw new Error("OCR_URL and OCR_MODEL are required for OCR_PROVIDER=http");
    const http = new HttpVisionOcr({ url, model, timeoutMs, ...(apiKey !== undefined && { apiKey }) });
    return { read: (image) => http.read(image), close: async () => undefined };
  }
  if (provider === "paddle") {
    const paddle = new PaddleDetector();
    return {
      read: async (image) => {
        const boxes = await paddle.detect(image);
        if (boxes.length === 0) throw new DomainError("OCR_PARSE_FAILED", "No text found on the receipt image");
        const parsed = parseReceiptText(boxesToText(boxes));
        if (parsed.lines.length === 0 && parsed.total === null)
          throw new DomainError("OCR_PARSE_FAILED", "No amount found on the receipt");
        return parsed;
      },
      close: () => paddle.close(),
    };
  }
  const tesseract = new TesseractOcr();
  return { read: (image) => tesseract.read(image), close: () => tesseract.terminate() };
};

/** For shutdown: closes the port when it is an OcrProvider (a test's fake may not be). */
export const closeOcr = async (ocr: OcrPort): Promise<void> => {
  if ("close" in ocr && typeof ocr.close === "function") await (ocr as OcrProvider).close();
};
