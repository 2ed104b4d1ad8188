export { type PreparedImage, type PreprocessOptions, preprocess } from "./preprocess";
export { TesseractDetector, type TesseractDetectorOptions } from "./TesseractDetector";
export { type LineImage, type LineReading, TesseractLineReader } from "./TesseractLineReader";
export { TesseractOcr, type TesseractOcrOptions } from "./TesseractOcr";
export {
  bundledEnglishPath,
  bundledVietnamesePath,
  TesseractPool,
  type TesseractPoolOptions,
} from "./TesseractPool";
