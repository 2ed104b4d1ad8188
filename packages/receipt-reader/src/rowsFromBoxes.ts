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
 * The page's slope (dy per dx) for a photo taken a little askew: of the slopes tried (up to about
 * 6 degrees either way), the one under which the most pairs of side-by-side boxes line up on one
 * baseline. Ties go to the flatter slope.
 */
const skewOf = (boxes: readonly OcrBox[], page: number): number => {
  const sample = boxes.length > 400 ? boxes.filter((_, i) => i % Math.ceil(boxes.length / 400) === 0) : boxes;
  let best = { slope: 0, score: -1 };
  for (let step = 0; step <= 40; step += 1) {
    const slope = (step % 2 === 0 ? 1 : -1) * Math.ceil(step / 2) * 0.005;
    const levels = sample.map((b) => centreY(b) - slope * centreX(b));
    let score = 0;
    for (let i = 0; i < sample.length; i += 1) {
      for (let j = i + 1; j < sample.length; j += 1) {
        const a = sample[i] as OcrBox;
        const b = sample[j] as OcrBox;
        if (a.right > b.left && b.right > a.left) continue;
        if (Math.abs((levels[i] as number) - (levels[j] as number)) < 0.25 * page) score += 1;
      }
    }
    if (score > best.score) best = { slope, score };
  }
  return best.slope;
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
  const page = median(usable.map(height));
  const slope = skewOf(usable, page);
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
