export { chatCompletionsUrl, DEFAULT_OCR_TIMEOUT_MS, HttpVisionOcr, type HttpVisionOcrOptions } from "./HttpVisionOcr";
export { parseVisionAnswer, RECEIPT_PROMPT } from "./visionAnswer";
