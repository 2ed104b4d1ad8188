import type { OcrPort } from "@finance/domain";
import { HttpVisionOcr } from "@finance/ocr-http";
import { PaddleDetector } from "@finance/ocr-paddle";
import { TesseractDetector, TesseractLineReader } from "@finance/ocr-tesseract";
import { DetectorOcr } from "@finance/receipt-reader";
import type { Config } from "../config/config";

/** An OCR port the composition root owns: `close()` releases what it holds (models, workers). */
export interface OcrProvider extends OcrPort {
  close(): Promise<void>;
}

/**
 * The receipt OCR adapter named by OCR_PROVIDER. Both offline engines find text boxes; the shared
 * receipt reader rebuilds the printed rows from their geometry and reads them.
 * - `paddle` (default): PaddleOCR PP-OCRv4 models on ONNX Runtime, shipped in npm packages,
 *   computing with OCR_WORKER_THREADS threads; PP-OCRv3 Japanese / Korean / traditional Chinese
 *   recognisers for receipts in those scripts, and tesseract's Vietnamese model for the marks of
 *   receipts sent as `language: vi`, each loaded by the first receipt that needs it.
 * - `tesseract`: tesseract.js with the bundled English model, on a sharp-preprocessed image.
 * - `http`: an OpenAI-compatible vision endpoint (OCR_URL, OCR_MODEL, OCR_API_KEY, OCR_TIMEOUT_MS)
 *   that answers the same structure.
 * Engines start on the first receipt and are kept for the next ones; `close()` releases them.
 */
export const createOcr = (config: Pick<Config, "ocr">): OcrProvider => {
  const { provider, url, model, apiKey, timeoutMs } = config.ocr;
  if (provider === "http") {
    // loadConfig already refuses OCR_PROVIDER=http without OCR_URL and OCR_MODEL.
    if (url === undefined || model === undefined)
      throw new Error("OCR_URL and OCR_MODEL are required for OCR_PROVIDER=http");
    const http = new HttpVisionOcr({ url, model, timeoutMs, ...(apiKey !== undefined && { apiKey }) });
    return { read: (image, context) => http.read(image, context), close: async () => undefined };
  }
  return new DetectorOcr(
    provider === "paddle"
      ? new PaddleDetector({ threads: config.ocr.workerThreads, markReader: new TesseractLineReader() })
      : new TesseractDetector(),
  );
};

/** For shutdown: closes the port when it is an OcrProvider (a test's fake may not be). */
export const closeOcr = async (ocr: OcrPort): Promise<void> => {
  if ("close" in ocr && typeof ocr.close === "function") await (ocr as OcrProvider).close();
};
