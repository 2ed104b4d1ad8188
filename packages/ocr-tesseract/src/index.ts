export { bundledEnglishPath, TesseractOcr, type TesseractOcrOptions } from "./TesseractOcr";
