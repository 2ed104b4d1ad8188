import { describe, expect, it } from "vitest";
import { boundingRect, defaultTextBoxOptions, scaleBox, textBoxes } from "../src/textBoxes";

/** A probability map with the given rectangles at `value` (rows y0..y1-1, columns x0..x1-1). */
const map = (width: number, height: number, rects: [number, number, number, number][], value = 0.9) => {
  const prob = new Float32Array(width * height);
  for (const [x0, y0, x1, y1] of rects) {
    for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) prob[y * width + x] = value;
  }
  return prob;
};

describe("textBoxes (DB post-processing)", () => {
  it("finds one box per separate text region, grown back by the unclip distance", () => {
    const boxes = textBoxes(
      map(100, 40, [
        [10, 5, 50, 11],
        [60, 20, 90, 26],
      ]),
      100,
      40,
    );
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes.map(boundingRect);
    // 40 x 6 pixels; unclip: 40*6*1.5 / (2*46) = 3.9 on every side.
    expect(first?.left).toBeCloseTo(10 - 3.9, 1);
    expect(first?.right).toBeCloseTo(50 + 3.9, 1);
    expect(first?.top).toBeCloseTo(5 - 3.9, 1);
    expect(first?.bottom).toBeCloseTo(11 + 3.9, 1);
    expect(second?.left).toBeCloseTo(60 - 3.7, 1);
  });

  it("drops faint regions and specks", () => {
    expect(textBoxes(map(50, 20, [[5, 5, 40, 12]], 0.4), 50, 20)).toEqual([]);
    expect(textBoxes(map(50, 20, [[5, 5, 7, 7]]), 50, 20)).toEqual([]);
  });

  it("follows a slightly tilted line instead of boxing its whole slope", () => {
    const width = 200;
    const height = 60;
    const prob = new Float32Array(width * height);
    // A 160 x 6 line rising 1 pixel every 20 columns (about 2.9 degrees).
    for (let x = 20; x < 180; x += 1) {
      const y0 = 40 - Math.floor((x - 20) / 20);
      for (let y = y0; y < y0 + 6; y += 1) prob[y * width + x] = 0.9;
    }
    const [box] = textBoxes(prob, width, height, { ...defaultTextBoxOptions, unclipRatio: 0 });
    expect(Math.atan2(box?.sin ?? 0, box?.cos ?? 1) * (180 / Math.PI)).toBeCloseTo(-2.9, 0);
    // Across the text it is about the line's own 6 pixels, not the 14 pixels its slope spans.
    expect(box?.height).toBeGreaterThan(5);
    expect(box?.height).toBeLessThan(8);
    expect(box?.width).toBeGreaterThan(159);
  });

  it("boxes a tall single glyph upright", () => {
    const [box] = textBoxes(map(40, 40, [[10, 5, 16, 30]]), 40, 40);
    expect(box?.cos).toBe(1);
    expect(box?.sin).toBe(0);
  });

  it("scales a box into the larger image", () => {
    const [box] = textBoxes(map(100, 40, [[10, 5, 50, 11]]), 100, 40);
    const rect = boundingRect(scaleBox(box!, 2, 3));
    const small = boundingRect(box!);
    expect(rect.left).toBeCloseTo(small.left * 2, 5);
    expect(rect.bottom).toBeCloseTo(small.bottom * 3, 5);
  });
});
