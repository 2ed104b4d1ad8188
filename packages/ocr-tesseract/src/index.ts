export { type PreparedImage, type PreprocessOptions, preprocess } from "./preprocess";
export { TesseractDetector, type TesseractDetectorOptions } from "./TesseractDetector";
export { TesseractOcr, type TesseractOcrOptions } from "./TesseractOcr";
export { bundledEnglishPath, TesseractPool, type TesseractPoolOptions } from "./TesseractPool";
