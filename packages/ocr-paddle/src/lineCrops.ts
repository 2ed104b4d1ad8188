import type { GrayImage } from "./grayImage";
import type { RotatedBox } from "./textBoxes";

/** The recogniser's input height (PP-OCRv4 rec: 3 x 48 x W). */
export const LINE_HEIGHT = 48;

export interface LineCrop {
  readonly pixels: Uint8Array;
  readonly width: number;
}

/**
 * Samples a rotated box out of the image straight into a LINE_HEIGHT-high strip (one pass, no
 * intermediate crop). Shrinking by more than 1.5x averages a grid of samples per output pixel so
 * thin strokes (decimal points) survive; outside the image reads as white paper.
 */
export const cropLine = (image: GrayImage, box: RotatedBox, maxWidth: number): LineCrop => {
  const scale = box.height / LINE_HEIGHT;
  const width = Math.max(8, Math.min(maxWidth, Math.round(box.width / scale)));
  const stepU = box.width / width;
  const stepV = scale;
  const grid = Math.max(1, Math.min(4, Math.ceil(Math.max(stepU, stepV) / 1.5)));
  const pixels = new Uint8Array(width * LINE_HEIGHT);
  const originU = -box.width / 2;
  const originV = -box.height / 2;
  const { cos, sin } = box;
  for (let oy = 0; oy < LINE_HEIGHT; oy += 1) {
    for (let ox = 0; ox < width; ox += 1) {
      let sum = 0;
      for (let gy = 0; gy < grid; gy += 1) {
        const v = originV + (oy + (gy + 0.5) / grid) * stepV;
        for (let gx = 0; gx < grid; gx += 1) {
          const u = originU + (ox + (gx + 0.5) / grid) * stepU;
          sum += sample(image, box.cx + u * cos - v * sin - 0.5, box.cy + u * sin + v * cos - 0.5);
        }
      }
      pixels[oy * width + ox] = Math.round(sum / (grid * grid));
    }
  }
  return { pixels, width };
};

/** Bilinear sample at continuous pixel-centre coordinates. */
const sample = (image: GrayImage, x: number, y: number): number => {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const a = at(image, x0, y0);
  const b = at(image, x0 + 1, y0);
  const c = at(image, x0, y0 + 1);
  const d = at(image, x0 + 1, y0 + 1);
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
};

const at = (image: GrayImage, x: number, y: number): number =>
  x < 0 || y < 0 || x >= image.width || y >= image.height ? 255 : image.data[y * image.width + x]!;

/**
 * One recogniser batch: N x 3 x 48 x W (W = the widest crop), gray copied to the three channels,
 * scaled to [-1, 1]; narrower crops are padded with 0 (mid-gray), as PaddleOCR pads.
 */
export const lineBatch = (crops: readonly LineCrop[]): { data: Float32Array; width: number } => {
  const width = Math.max(...crops.map((c) => c.width));
  const plane = LINE_HEIGHT * width;
  const data = new Float32Array(crops.length * 3 * plane);
  crops.forEach((crop, n) => {
    const base = n * 3 * plane;
    for (let y = 0; y < LINE_HEIGHT; y += 1) {
      for (let x = 0; x < crop.width; x += 1) {
        const value = crop.pixels[y * crop.width + x]! / 127.5 - 1;
        const at = base + y * width + x;
        data[at] = value;
        data[at + plane] = value;
        data[at + 2 * plane] = value;
      }
    }
  });
  return { data, width };
};

/**
 * The crop narrowed by `factor` (columns averaged): a line printed in double-width characters
 * (a Japanese total line) then has the proportions the recogniser was trained on; read at full
 * width, its stretched glyphs lose characters.
 */
export const squeezeCrop = (crop: LineCrop, factor: number): LineCrop => {
  const width = Math.max(8, Math.round(crop.width / factor));
  const step = crop.width / width;
  const pixels = new Uint8Array(width * LINE_HEIGHT);
  for (let x = 0; x < width; x += 1) {
    const from = Math.floor(x * step);
    const to = Math.max(from + 1, Math.min(crop.width, Math.floor((x + 1) * step)));
    for (let y = 0; y < LINE_HEIGHT; y += 1) {
      let sum = 0;
      for (let sx = from; sx < to; sx += 1) sum += crop.pixels[y * crop.width + sx]!;
      pixels[y * width + x] = Math.round(sum / (to - from));
    }
  }
  return { pixels, width };
};
