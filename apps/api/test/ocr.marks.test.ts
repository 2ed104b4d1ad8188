import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PaddleDetector } from "@finance/ocr-paddle";
import { TesseractLineReader } from "@finance/ocr-tesseract";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The paddle engine as the composition builds it (createOcr): PaddleOCR finds and reads the lines,
 * tesseract's Vietnamese model gives the words of a receipt sent as `vi` their marks back. The
 * receipt is the one `packages/ocr-paddle/scripts/make-fixtures.sh` renders.
 */
const vietnamese = {
  bytes: new Uint8Array(
    readFileSync(join(import.meta.dirname, "../../../packages/ocr-paddle/test/fixtures/vi-receipt.jpg")),
  ),
  mimeType: "image/jpeg" as const,
};

const detector = new PaddleDetector({ markReader: new TesseractLineReader() });
afterAll(() => detector.close());

describe("Vietnamese marks", () => {
  it("reads the total line and the words with their tone marks when the client says vi", async () => {
    const { boxes, script } = await detector.read(vietnamese, { language: "vi" });
    expect(script).toBe("vietnamese");
    const texts = boxes.map((box) => box.text);
    expect(texts).toContain("TỔNG TIỀN");
    expect(texts).toContain("Tiền khách đưa");
    // Amounts and the date stay the base model's reading.
    expect(texts).toContain("40.000");
    expect(texts.some((text) => text.includes("14/03/2026"))).toBe(true);
  });

  it("keeps the base model's reading, marks dropped, without the hint", async () => {
    const { boxes, script } = await detector.read(vietnamese);
    expect(script).toBe("base");
    expect(boxes.some((box) => /TONG TIEN/.test(box.text))).toBe(true);
    expect(boxes.some((box) => /Ổ|Ề/.test(box.text))).toBe(false);
  });
});
