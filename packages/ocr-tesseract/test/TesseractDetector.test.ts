import { isDomainError, type ReceiptImage } from "@finance/domain";
import type { OcrBox } from "@finance/receipt-reader";
import { afterAll, describe, expect, it } from "vitest";
import { preprocess, TesseractDetector } from "../src";
import { fixture } from "./fixtures";

/** Real tesseract on real scanned receipts (copied from the SROIE dev set); one worker for the file. */
const detector = new TesseractDetector();
afterAll(() => detector.close());

const jpeg = (name: string): ReceiptImage => ({ ...fixture(name), mimeType: "image/jpeg" });

const boxWith = (boxes: readonly OcrBox[], text: string): OcrBox => {
  const found = boxes.find((box) => box.text.includes(text));
  if (!found) throw new Error(`No box holds "${text}" in: ${boxes.map((b) => b.text).join(" | ")}`);
  return found;
};

const sameRow = (a: OcrBox, b: OcrBox): boolean => {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
};

describe("TesseractDetector on real scanned receipts", () => {
  it("answers words with boxes in pixels of the uploaded image (the scan was upscaled for tesseract)", async () => {
    const boxes = await detector.detect(jpeg("sroie-003.jpg"));
    expect(boxes.length).toBeGreaterThan(60);
    for (const box of boxes) {
      expect(box.text).not.toMatch(/\s/);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(461);
      expect(box.bottom).toBeLessThanOrEqual(933);
      expect(box.right).toBeGreaterThanOrEqual(box.left);
      expect(box.confidence).toBeGreaterThanOrEqual(0.3);
    }
    const merchant = boxWith(boxes, "YONGFATT");
    // The merchant line sits near the top of this 933-pixel-high scan, centred.
    expect(merchant.top).toBeGreaterThan(80);
    expect(merchant.bottom).toBeLessThan(160);
    boxWith(boxes, "25/12/2018");
    const total = boxWith(boxes, "80.90");
    const label = boxes.find((box) => box.text === "Total" && sameRow(box, total));
    expect(label?.right).toBeLessThan(total.left);
  });

  it("finds the total row of a larger scan", async () => {
    const boxes = await detector.detect(jpeg("sroie-387.jpg"));
    const label = boxWith(boxes, "Sales");
    expect(boxes.some((box) => box.text === "82.80" && sameRow(box, label) && box.left > label.right)).toBe(true);
  });

  it("upscales a narrow scan and keeps the factor back to the upload's pixels", async () => {
    const prepared = await preprocess(jpeg("sroie-003.jpg").bytes);
    expect(prepared.scale).toBeCloseTo(0.5, 5);
  });

  it("answers OCR_PARSE_FAILED for bytes that are no image", async () => {
    const error = await detector.detect(fixture("not-an-image.txt")).catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe("OCR_PARSE_FAILED");
  });
});
