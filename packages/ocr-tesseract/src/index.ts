export { bundledEnglishPath, TesseractOcr, type TesseractOcrOptions } from "./TesseractOcr";
export { parseReceiptText } from "./text/parseReceiptText";
