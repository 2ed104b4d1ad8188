import type { OcrPort } from "@finance/domain";
import { HttpVisionOcr } from "@finance/ocr-http";
import { TesseractOcr } from "@finance/ocr-tesseract";
import type { Config } from "../config/config";

/** An OCR port the composition root owns: `close()` releases what it holds (tesseract's workers). */
export interface OcrProvider extends OcrPort {
  close(): Promise<void>;
}

/**
 * The receipt OCR adapter named by OCR_PROVIDER:
 * - `tesseract` (default): offline, the bundled English model; one worker, started on the first
 *   receipt and kept for the next ones; `close()` terminates it.
 * - `http`: an OpenAI-compatible vision endpoint (OCR_URL, OCR_MODEL, OCR_API_KEY, OCR_TIMEOUT_MS).
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
  const tesseract = new TesseractOcr();
  return { read: (image, context) => tesseract.read(image, context), close: () => tesseract.terminate() };
};

/** For shutdown: closes the port when it is an OcrProvider (a test's fake may not be). */
export const closeOcr = async (ocr: OcrPort): Promise<void> => {
  if ("close" in ocr && typeof ocr.close === "function") await (ocr as OcrProvider).close();
};
