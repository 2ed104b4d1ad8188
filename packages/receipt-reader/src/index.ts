export { AMBIGUOUS_SYMBOLS, type AmountToken, readAmount, splitAmount, UNAMBIGUOUS_SYMBOLS } from "./amount";
export type { OcrBox, OcrRow, TextDetector } from "./boxes";
export { type CurrencyReading, isCurrencyCode, readCurrency } from "./currency";
export { DetectorOcr } from "./DetectorOcr";
export { type DateHints, type DateOrder, dateOrder, findDateInLine, findTimeInLine } from "./dates";
export { readReceipt, readReceiptText } from "./readReceipt";
export { rowsFromBoxes, rowsFromText } from "./rowsFromBoxes";
