export type { OcrBox, TextDetector } from "@finance/receipt-reader";
export {
  bundledModels,
  bundledScriptModels,
  type PaddleModelFiles,
  type RecogniserFiles,
  type ScriptModel,
} from "./models";
export { type Detection, type DetectOptions, PaddleDetector, type PaddleDetectorOptions } from "./PaddleDetector";
export { foldMarks, type MarkReader } from "./restoreMarks";
export { type ScriptChoice, scriptForLanguage } from "./scripts";
