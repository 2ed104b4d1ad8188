import { createOcr } from "./composition/ocr";
import { serveOcrJobs } from "./composition/ocrPool/ocrJobs";
import type { Config } from "./config/config";

/**
 * One OCR worker process of the pool (forked by OcrWorkerPool): builds the engine OCR_PROVIDER
 * names from the service's OCR settings (sent by the pool) and answers one job at a time.
 */
serveOcrJobs((settings) => createOcr(settings as Pick<Config, "ocr">));
