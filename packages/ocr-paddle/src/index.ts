export { bundledModels, type PaddleModelFiles } from "./models";
export { PaddleDetector, type PaddleDetectorOptions } from "./PaddleDetector";
export type { OcrBox, TextDetector } from "./types";
