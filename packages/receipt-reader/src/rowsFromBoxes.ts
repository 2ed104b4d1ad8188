import type { OcrBox, OcrRow } from "./boxes";

const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const height = (box: OcrBox) => Math.max(1, box.bottom - box.top);
const centreX = (box: OcrBox) => (box.left + box.right) / 2;
const centreY = (box: OcrBox) => (box.top + box.bottom) / 2;

/**
 * The page's slope (dy per dx): the median over neighbouring boxes that overlap vertically of the
 * line through their centres. A photo taken a little askew tilts every row the same way.
 */
const skewOf = (boxes: readonly OcrBox[]): number => {
  const slopes: number[] = [];
  for (const box of boxes) {
    let best: { box: OcrBox; gap: number } | null = null;
    for (const other of boxes) {
      if (other === box || other.left < box.right - height(box)) continue;
      const overlap = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      if (overlap < 0.5 * Math.min(height(box), height(other))) continue;
      const gap = other.left - box.right;
      if (best === null || gap < best.gap) best = { box: other, gap };
    }
    if (best) {
      const dx = centreX(best.box) - centreX(box);
      if (dx > height(box)) slopes.push((centreY(best.box) - centreY(box)) / dx);
    }
  }
  // A few boxes of a crooked stamp or logo must not tilt the page.
  return slopes.length >= 3 ? Math.max(-0.2, Math.min(0.2, median(slopes))) : 0;
};

interface Building {
  readonly boxes: OcrBox[];
  /** De-skewed centre and height of the row so far (means over its boxes). */
  centre: number;
  height: number;
}

const overlapsHorizontally = (a: OcrBox, b: OcrBox) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.3 * Math.min(a.right - a.left, b.right - b.left);

/**
 * Rebuilds the printed rows from text boxes: boxes whose de-skewed centres lie within half a text
 * height of each other are one row (an amount column printed a little higher or lower still joins
 * its row's text), two boxes never share a row when they cover the same columns, and each row's
 * cells are ordered left to right. Rows come top to bottom.
 */
export const rowsFromBoxes = (boxes: readonly OcrBox[]): OcrRow[] => {
  const usable = boxes.filter(
    (b) => b.text.trim().length > 0 && Number.isFinite(b.left + b.top + b.right + b.bottom) && b.right > b.left,
  );
  if (usable.length === 0) return [];
  const slope = skewOf(usable);
  const page = median(usable.map(height));
  const level = (box: OcrBox) => centreY(box) - slope * centreX(box);

  const rows: Building[] = [];
  for (const box of [...usable].sort((a, b) => level(a) - level(b) || a.left - b.left)) {
    const y = level(box);
    const h = Math.min(height(box), page * 2);
    let best: Building | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const row of rows.slice(-6)) {
      const distance = Math.abs(row.centre - y);
      if (distance > 0.5 * Math.max(row.height, h) + 0.1 * page) continue;
      if (row.boxes.some((other) => overlapsHorizontally(other, box))) continue;
      if (distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    if (best) {
      const n = best.boxes.length;
      best.boxes.push(box);
      best.centre = (best.centre * n + y) / (n + 1);
      best.height = (best.height * n + h) / (n + 1);
    } else {
      rows.push({ boxes: [box], centre: y, height: h });
    }
  }

  return rows
    .sort((a, b) => a.centre - b.centre)
    .map((row) => {
      const cells = [...row.boxes].sort((a, b) => a.left - b.left);
      let text = "";
      cells.forEach((cell, i) => {
        const previous = cells[i - 1];
        if (previous) text += cell.left - previous.right > row.height ? "  " : " ";
        text += cell.text.trim();
      });
      return { cells, text };
    });
};

/** Plain OCR text as rows: one row per line, cells split where two or more spaces stand. */
export const rowsFromText = (text: string): OcrRow[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\t/g, "  ").trimEnd())
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const cells: OcrBox[] = [];
      for (const match of line.matchAll(/\S+(?: \S+)*/g)) {
        const left = match.index ?? 0;
        cells.push({ text: match[0], left, right: left + match[0].length, top: index, bottom: index + 1 });
      }
      return { cells, text: cells.map((c) => c.text).join("  ") };
    });
