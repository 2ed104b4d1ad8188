import { readdirSync, readFileSync } from "node:fs";
import { isDomainError } from "@finance/domain";
import { afterAll, describe, expect, it } from "vitest";
import { type OcrBox, PaddleDetector } from "../src";
import { boxWith, receipt, sameRow } from "./fixtures";

/** The real models on real receipts; one detector (and its ONNX sessions) for the whole file. */
const detector = new PaddleDetector();
afterAll(() => detector.close());

const plausible = (boxes: readonly OcrBox[], width: number, height: number) => {
  for (const box of boxes) {
    expect(box.text.trim()).not.toBe("");
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width + 10);
    expect(box.bottom).toBeLessThanOrEqual(height + 10);
    expect(box.right).toBeGreaterThan(box.left);
    expect(box.bottom).toBeGreaterThan(box.top);
    expect(box.confidence).toBeGreaterThan(0);
    expect(box.confidence).toBeLessThanOrEqual(1);
  }
};

describe("PaddleDetector on real scanned receipts", () => {
  it("reads a small, faint receipt: merchant, date, and the total beside its label", async () => {
    const boxes = await detector.detect(receipt("sroie-003"));
    plausible(boxes, 461, 933);
    expect(boxes.length).toBeGreaterThan(40);
    boxWith(boxes, "YONGFATT");
    boxWith(boxes, "25/12/2018");
    const label = boxWith(boxes, "Inclusiv");
    const total = boxWith(boxes, "80.90", label);
    expect(sameRow(label, total)).toBe(true);
    expect(total.left).toBeGreaterThan(label.right - 5);
    const cash = boxWith(boxes, "100.00");
    expect(cash.top).toBeGreaterThan(total.top);
  });

  it("keeps the amount column apart from the descriptions", async () => {
    const boxes = await detector.detect(receipt("sroie-237"));
    plausible(boxes, 744, 1458);
    boxWith(boxes, "10/02/2017");
    const net = boxWith(boxes, "NET TOTAL");
    const amount = boxes.find((box) => box.text === "7.40" && sameRow(box, net));
    expect(amount?.left).toBeGreaterThan(net.right + 200);
    const rounding = boxWith(boxes, "ADJ");
    expect(boxes.some((box) => box.text === "-0.02" && sameRow(box, rounding))).toBe(true);
  });

  it("reads a two-digit-year date and the total row of another shop", async () => {
    const boxes = await detector.detect(receipt("sroie-387"));
    plausible(boxes, 884, 1677);
    boxWith(boxes, "03-02-16");
    const label = boxWith(boxes, "Total Sales");
    expect(boxes.some((box) => box.text.includes("82.80") && sameRow(box, label) && box.left > label.left)).toBe(true);
  });

  it("reads the same receipt with crops batched by near-equal width (batchPadding) and two non-spinning threads", async () => {
    const bounded = new PaddleDetector({ batchPadding: 0.1, threads: 2 });
    try {
      const boxes = await bounded.detect(receipt("sroie-003"));
      plausible(boxes, 461, 933);
      boxWith(boxes, "YONGFATT");
      boxWith(boxes, "25/12/2018");
      const label = boxWith(boxes, "Inclusiv");
      expect(sameRow(label, boxWith(boxes, "80.90", label))).toBe(true);
    } finally {
      await bounded.close();
    }
  });

  it("answers OCR_PARSE_FAILED for bytes that are no image", async () => {
    const error = await detector
      .detect({ bytes: new TextEncoder().encode("not an image"), mimeType: "image/png" })
      .catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe("OCR_PARSE_FAILED");
  });
});

describe("PaddleDetector threads", () => {
  /** Named threads of other libraries (libvips's pool grows on demand; libuv and V8 on Node 24). */
  const OTHERS = /^(libvips|libuv|V8 )/;
  const threadsNow = () =>
    readdirSync("/proc/self/task").filter((task) => {
      try {
        return !OTHERS.test(readFileSync(`/proc/self/task/${task}/comm`, "utf8"));
      } catch {
        return false; // ended meanwhile
      }
    }).length;
  /** Threads a detector of its own adds to this process while it reads a receipt. */
  const threadsAddedWith = async (threads: number) => {
    const own = new PaddleDetector({ threads });
    const before = threadsNow();
    try {
      await own.detect(receipt("sroie-003"));
      return threadsNow() - before;
    } finally {
      await own.close();
    }
  };
  /** The fewest of two tries: a thread another library starts meanwhile is counted at most once. */
  const fewestAddedWith = async (threads: number) =>
    Math.min(await threadsAddedWith(threads), await threadsAddedWith(threads));

  it("computes on the threads it is given: each of its two sessions keeps threads - 1 helpers", async () => {
    await threadsAddedWith(1); // the image library's own threads start with the first receipt of the process
    const one = await fewestAddedWith(1);
    const three = await fewestAddedWith(3);
    expect(three - one).toBe(2 * 2);
  });
});
