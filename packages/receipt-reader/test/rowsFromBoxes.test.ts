import { describe, expect, it } from "vitest";
import { type OcrBox, readReceipt, rowsFromBoxes } from "../src";

/** A box of `text` whose left edge is at x and top at y, 20 px high, 10 px per character. */
const box = (text: string, x: number, y: number, h = 20): OcrBox => ({
  text,
  left: x,
  top: y,
  right: x + 10 * text.length,
  bottom: y + h,
});

/** Rotates boxes about the origin by `slope` (dy per dx), as a photo taken askew. */
const tilt = (boxes: OcrBox[], slope: number): OcrBox[] =>
  boxes.map((b) => {
    const dy = slope * ((b.left + b.right) / 2);
    return { ...b, top: b.top + dy, bottom: b.bottom + dy };
  });

const texts = (boxes: OcrBox[]) => rowsFromBoxes(boxes).map((row) => row.text);

const receiptBoxes = (): OcrBox[] => [
  box("CORNER SHOP", 100, 0),
  box("Milk 2L", 0, 40),
  box("3.49", 400, 40),
  box("Bread", 0, 70),
  box("2.99", 400, 70),
  box("TOTAL", 0, 100),
  box("6.48", 400, 100),
];

describe("rowsFromBoxes", () => {
  it("puts boxes on one baseline in one row, left to right, top to bottom", () => {
    const shuffled = [...receiptBoxes()].reverse();
    expect(texts(shuffled)).toEqual(["CORNER SHOP", "Milk 2L  3.49", "Bread  2.99", "TOTAL  6.48"]);
  });

  it("keeps an amount column printed a little higher or lower on its row", () => {
    const boxes = receiptBoxes().map((b) => (b.left === 400 ? { ...b, top: b.top + 8, bottom: b.bottom + 8 } : b));
    expect(texts(boxes)).toEqual(["CORNER SHOP", "Milk 2L  3.49", "Bread  2.99", "TOTAL  6.48"]);
  });

  it("follows a slightly skewed page: the amount far right still joins its row", () => {
    // 3 degrees: the right column drifts 21 px over 400 px, more than a row's height apart.
    expect(texts(tilt(receiptBoxes(), 0.052))).toEqual(["CORNER SHOP", "Milk 2L  3.49", "Bread  2.99", "TOTAL  6.48"]);
    expect(texts(tilt(receiptBoxes(), -0.052))).toEqual(["CORNER SHOP", "Milk 2L  3.49", "Bread  2.99", "TOTAL  6.48"]);
  });

  it("reads a multi-column row (QTY PRICE DISC AMOUNT TAX-CODE) as one item of its line amount", () => {
    const boxes = [
      box("HARDWARE SDN BHD", 50, 0),
      box("ITEM", 0, 40),
      box("QTY", 160, 40),
      box("PRICE", 220, 40),
      box("DISC", 300, 40),
      box("AMOUNT", 370, 40),
      box("TAX", 450, 40),
      box("PAINT BRUSH 2IN", 0, 70),
      box("3", 180, 71),
      box("4.50", 220, 72),
      box("0.50", 300, 69),
      box("13.00", 370, 73),
      box("SR", 450, 70),
      box("TOTAL", 0, 110),
      box("13.00", 370, 112),
    ];
    const rows = rowsFromBoxes(boxes);
    expect(rows.map((r) => r.text)[2]).toBe("PAINT BRUSH 2IN  3  4.50  0.50  13.00  SR");
    expect(readReceipt(rows).lines).toEqual([{ description: "PAINT BRUSH 2IN", amount: 13 }]);
  });

  it("never puts two boxes covering the same columns in one row, even on tightly printed lines", () => {
    const tight = [box("Tea", 0, 0, 20), box("1.00", 300, 0, 20), box("Cake", 0, 14, 20), box("2.00", 300, 14, 20)];
    expect(texts(tight)).toEqual(["Tea  1.00", "Cake  2.00"]);
  });

  it("ignores empty boxes and answers no rows for none", () => {
    expect(rowsFromBoxes([])).toEqual([]);
    expect(texts([box("  ", 0, 0), box("Tea", 0, 40)])).toEqual(["Tea"]);
  });
});
