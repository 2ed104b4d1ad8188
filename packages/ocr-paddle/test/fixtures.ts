import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceiptImage } from "@finance/domain";
import type { OcrBox } from "../src";

/** Real scanned receipts copied from the SROIE dev set, with their labels. */
export const receipt = (name: string): ReceiptImage => ({
  bytes: new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", `${name}.jpg`))),
  mimeType: "image/jpeg",
});

/** The first box whose text (spaces ignored) contains `text`; fails the test when none does. */
export const boxWith = (boxes: readonly OcrBox[], text: string, after?: OcrBox): OcrBox => {
  const squash = (s: string) => s.replace(/\s+/g, "").toUpperCase();
  const found = boxes.find((box) => squash(box.text).includes(squash(text)) && (!after || box.top >= after.top));
  if (!found) throw new Error(`No box holds "${text}" in: ${boxes.map((b) => b.text).join(" | ")}`);
  return found;
};

/** Two boxes on one printed row: their vertical spans overlap by more than half the shorter one. */
export const sameRow = (a: OcrBox, b: OcrBox): boolean => {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
};
