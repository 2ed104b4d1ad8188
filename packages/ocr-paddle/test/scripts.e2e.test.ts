import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceiptImage } from "@finance/domain";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type OcrBox, PaddleDetector } from "../src";
import { boxWith, sameRow } from "./fixtures";

/**
 * Receipts in other scripts, rendered by `scripts/make-fixtures.sh` with the Noto CJK and DejaVu
 * fonts and made to look photographed (rotation, blur, uneven light, noise): the real models read
 * them, the script recogniser chosen from what the base model sees or from the client's hint.
 */
const image = (name: string): ReceiptImage => ({
  bytes: new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", name))),
  mimeType: "image/jpeg",
});

/** The printed row of `label`: its boxes left to right, joined. */
const rowOf = (boxes: readonly OcrBox[], label: OcrBox): string =>
  boxes
    .filter((box) => sameRow(box, label))
    .sort((a, b) => a.left - b.left)
    .map((box) => box.text)
    .join(" ");

const withoutMarks = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");

const detector = new PaddleDetector();
afterAll(() => detector.close());

describe("receipts in other scripts, end to end", () => {
  it("reads a Japanese receipt with the Japanese model: kana, the double-width total line, the date", async () => {
    const { boxes, script } = await detector.read(image("ja-receipt.jpg"));
    expect(script).toBe("japanese");
    expect(rowOf(boxes, boxWith(boxes, "合計"))).toMatch(/合計.*714/);
    boxWith(boxes, "2026年3月14日");
    boxWith(boxes, "お釣り");
    boxWith(boxes, "りんご");
  });

  it("reads a Korean receipt with the Korean model, amounts keeping their grouping commas", async () => {
    const { boxes, script } = await detector.read(image("ko-receipt.jpg"));
    expect(script).toBe("korean");
    expect(rowOf(boxes, boxWith(boxes, "합계"))).toMatch(/합계.*6,300/);
    boxWith(boxes, "2026-03-14");
    boxWith(boxes, "거스름돈");
  });

  it("reads a simplified Chinese receipt with the base model alone", async () => {
    const { boxes, script } = await detector.read(image("zh-receipt.jpg"));
    expect(script).toBe("base");
    expect(rowOf(boxes, boxWith(boxes, "合计"))).toMatch(/合计.*20\.50/);
    boxWith(boxes, "2026-03-14");
  });

  it("reads a Vietnamese receipt's total line and date (the base model drops the tone marks)", async () => {
    const { boxes, script } = await detector.read(image("vi-receipt.jpg"));
    expect(script).toBe("base");
    const plain = boxes.map((box) => ({ ...box, text: withoutMarks(box.text).toUpperCase() }));
    expect(rowOf(plain, boxWith(plain, "TONG TIEN"))).toMatch(/TONG TIEN.*40\.000/);
    boxWith(plain, "14/03/2026");
  });

  it("follows the client's language over its own guess", async () => {
    const asKorean = await detector.read(image("ko-receipt.jpg"), { language: "ko-KR" });
    expect(asKorean.script).toBe("korean");
    boxWith(asKorean.boxes, "합계");
    // Told the Japanese receipt is English, it keeps the base model's reading: no kana.
    const asEnglish = await detector.read(image("ja-receipt.jpg"), { language: "en" });
    expect(asEnglish.script).toBe("base");
    expect(asEnglish.boxes.some((box) => /[\u3041-\u309f]/u.test(box.text))).toBe(false);
  });

  it("honours EXIF orientation: a phone photo stored turned a quarter reads as upright", async () => {
    const bytes = image("zh-receipt-exif6.jpg");
    const stored = await sharp(bytes.bytes).metadata();
    expect(stored.orientation).toBe(6);
    const { boxes } = await detector.read(bytes);
    const total = boxWith(boxes, "合计");
    expect(rowOf(boxes, total)).toMatch(/合计.*20\.50/);
    // Coordinates are in the upright image (its width is the stored height), date above total.
    expect(boxWith(boxes, "2026-03-14").bottom).toBeLessThan(total.top);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(stored.height! + 10);
  });
});

describe("script models load only when a receipt needs them", () => {
  it("an English receipt loads none; a Korean one loads the Korean model", async () => {
    const own = new PaddleDetector();
    try {
      await own.read({
        bytes: new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", "sroie-003.jpg"))),
        mimeType: "image/jpeg",
      });
      expect(own.loadedScriptModels()).toEqual([]);
      await own.read(image("ko-receipt.jpg"), { language: "ko" });
      expect(own.loadedScriptModels()).toEqual(["korean"]);
    } finally {
      await own.close();
    }
  });

  it("holds one script model at a time: the next receipt's script releases the last one's", async () => {
    const own = new PaddleDetector();
    try {
      expect((await own.read(image("ja-receipt.jpg"))).script).toBe("japanese");
      expect(own.loadedScriptModels()).toEqual(["japanese"]);
      await own.read(image("ko-receipt.jpg"), { language: "ko" });
      expect(own.loadedScriptModels()).toEqual(["korean"]);
      await own.read({
        bytes: new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures", "sroie-003.jpg"))),
        mimeType: "image/jpeg",
      });
      expect(own.loadedScriptModels()).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it("releases a script model no receipt used for scriptIdleMs, and loads it again when one does", async () => {
    const own = new PaddleDetector({ scriptIdleMs: 200 });
    try {
      const first = await own.read(image("ko-receipt.jpg"), { language: "ko" });
      expect(own.loadedScriptModels()).toEqual(["korean"]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(own.loadedScriptModels()).toEqual([]);
      const again = await own.read(image("ko-receipt.jpg"), { language: "ko" });
      expect(own.loadedScriptModels()).toEqual(["korean"]);
      expect(again.boxes.map((box) => box.text)).toEqual(first.boxes.map((box) => box.text));
    } finally {
      await own.close();
    }
  });
});
