export type { OcrBox, TextDetector } from "@finance/receipt-reader";
export { bundledModels, type PaddleModelFiles } from "./models";
export { PaddleDetector, type PaddleDetectorOptions } from "./PaddleDetector";
