/**
 * DB post-processing of the detector's probability map: threshold, connected components, an
 * oriented rectangle per component (a slightly skewed scan still gives one tight box per line),
 * score and size filters, then "unclip" (the model predicts text shrunk by its training margin).
 */

/** A text box as an oriented rectangle: centre, direction of the text (cos, sin), full width/height. */
export interface RotatedBox {
  readonly cx: number;
  readonly cy: number;
  readonly cos: number;
  readonly sin: number;
  readonly width: number;
  readonly height: number;
  readonly score: number;
}

export interface TextBoxOptions {
  /** Probability above which a pixel is text. PaddleOCR: 0.3. */
  readonly threshold: number;
  /** Mean probability a component needs to be kept. PaddleOCR: 0.6. */
  readonly boxThreshold: number;
  /** How far a box grows back: area * ratio / perimeter. PaddleOCR: 1.5. */
  readonly unclipRatio: number;
  /** Shorter side (map pixels, before unclip) under which a component is noise. */
  readonly minSize: number;
  /** A component tilted more than this (degrees) is boxed upright: single glyphs have no direction. */
  readonly maxTiltDegrees: number;
}

export const defaultTextBoxOptions: TextBoxOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxTiltDegrees: 12,
};

export const textBoxes = (
  prob: Float32Array,
  width: number,
  height: number,
  options: TextBoxOptions = defaultTextBoxOptions,
): RotatedBox[] => {
  const size = width * height;
  const visited = new Uint8Array(size);
  const pixels = new Int32Array(size);
  const boxes: RotatedBox[] = [];
  const maxTilt = (options.maxTiltDegrees * Math.PI) / 180;
  for (let start = 0; start < size; start += 1) {
    if (visited[start] || prob[start]! <= options.threshold) continue;
    // Flood fill (4-connected); `pixels` doubles as the stack and the component's pixel list.
    visited[start] = 1;
    pixels[0] = start;
    let count = 1;
    let sumProb = 0;
    let sumX = 0;
    let sumY = 0;
    for (let i = 0; i < count; i += 1) {
      const p = pixels[i]!;
      const x = p % width;
      const y = (p - x) / width;
      sumProb += prob[p]!;
      sumX += x;
      sumY += y;
      if (x > 0 && !visited[p - 1] && prob[p - 1]! > options.threshold) {
        visited[p - 1] = 1;
        pixels[count++] = p - 1;
      }
      if (x < width - 1 && !visited[p + 1] && prob[p + 1]! > options.threshold) {
        visited[p + 1] = 1;
        pixels[count++] = p + 1;
      }
      if (y > 0 && !visited[p - width] && prob[p - width]! > options.threshold) {
        visited[p - width] = 1;
        pixels[count++] = p - width;
      }
      if (y < height - 1 && !visited[p + width] && prob[p + width]! > options.threshold) {
        visited[p + width] = 1;
        pixels[count++] = p + width;
      }
    }
    const score = sumProb / count;
    if (score < options.boxThreshold || count < options.minSize * options.minSize) continue;
    const box = orientedBox(pixels, count, width, sumX / count, sumY / count, maxTilt);
    if (Math.min(box.width, box.height) < options.minSize) continue;
    const grow = (box.width * box.height * options.unclipRatio) / (2 * (box.width + box.height));
    boxes.push({ ...box, width: box.width + 2 * grow, height: box.height + 2 * grow, score });
  }
  return boxes;
};

/** The component's extent along its principal axis (second moments) and across it. */
const orientedBox = (
  pixels: Int32Array,
  count: number,
  width: number,
  meanX: number,
  meanY: number,
  maxTilt: number,
): Omit<RotatedBox, "score"> => {
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let i = 0; i < count; i += 1) {
    const p = pixels[i]!;
    const dx = (p % width) - meanX;
    const dy = Math.floor(p / width) - meanY;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  let angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  if (Math.abs(angle) > maxTilt) angle = 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minU = Number.POSITIVE_INFINITY;
  let maxU = Number.NEGATIVE_INFINITY;
  let minV = Number.POSITIVE_INFINITY;
  let maxV = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const p = pixels[i]!;
    const x = (p % width) - meanX;
    const y = Math.floor(p / width) - meanY;
    const u = x * cos + y * sin;
    const v = y * cos - x * sin;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  // Pixel centres sit at +0.5: the box covers whole pixels.
  const midU = (minU + maxU) / 2;
  const midV = (minV + maxV) / 2;
  return {
    cx: meanX + 0.5 + midU * cos - midV * sin,
    cy: meanY + 0.5 + midU * sin + midV * cos,
    cos,
    sin,
    width: maxU - minU + 1,
    height: maxV - minV + 1,
  };
};

/** The same box in an image scaled by (sx, sy) from the map. */
export const scaleBox = (box: RotatedBox, sx: number, sy: number): RotatedBox => {
  const ux = box.cos * sx;
  const uy = box.sin * sy;
  const along = Math.hypot(ux, uy);
  const across = Math.hypot(box.sin * sx, box.cos * sy);
  return {
    cx: box.cx * sx,
    cy: box.cy * sy,
    cos: ux / along,
    sin: uy / along,
    width: box.width * along,
    height: box.height * across,
    score: box.score,
  };
};

/** The upright rectangle around a rotated box. */
export const boundingRect = (box: RotatedBox): { left: number; top: number; right: number; bottom: number } => {
  const halfX = (Math.abs(box.cos) * box.width + Math.abs(box.sin) * box.height) / 2;
  const halfY = (Math.abs(box.sin) * box.width + Math.abs(box.cos) * box.height) / 2;
  return { left: box.cx - halfX, top: box.cy - halfY, right: box.cx + halfX, bottom: box.cy + halfY };
};
