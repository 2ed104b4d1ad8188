import sharp from "sharp";
import Tesseract from "tesseract.js";
import { bundledVietnamesePath, TesseractPool, type TesseractPoolOptions } from "./TesseractPool";

/** A text line cut out by another engine: 8-bit gray pixels, row-major. */
export interface LineImage {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface LineReading {
  readonly text: string;
  /** 0..1 (0 when tesseract found nothing on that line). */
  readonly confidence: number;
}

/** White rows between stacked lines: tesseract then never merges two of them. */
const GAP = 24;
const MARGIN = 16;

/**
 * Reads text lines that another engine found, with a tesseract model (default Vietnamese, the
 * Latin script with the most marks): the lines are stacked into one image, one recognition reads
 * them all as a block, and each line tesseract answers is given back to the slot its middle falls
 * in. One call per receipt instead of one per line.
 */
export class TesseractLineReader {
  private readonly pool: TesseractPool;

  constructor(options: TesseractPoolOptions = {}) {
    this.pool = new TesseractPool(
      { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, preserve_interword_spaces: "1" },
      { language: "vie", langPath: bundledVietnamesePath(), ...options },
    );
  }

  async readLines(lines: readonly LineImage[]): Promise<LineReading[]> {
    if (lines.length === 0) return [];
    const width = Math.max(...lines.map((line) => line.width)) + 2 * MARGIN;
    const tops: number[] = [];
    let height = MARGIN;
    for (const line of lines) {
      tops.push(height);
      height += line.height + GAP;
    }
    height += MARGIN - GAP;
    const canvas = new Uint8Array(width * height).fill(255);
    lines.forEach((line, i) => {
      for (let y = 0; y < line.height; y += 1) {
        canvas.set(line.pixels.subarray(y * line.width, (y + 1) * line.width), (tops[i]! + y) * width + MARGIN);
      }
    });
    const png = await sharp(canvas, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const page = await this.pool.recognize(png, { blocks: true, text: false });
    const texts: string[][] = lines.map(() => []);
    const confidences: number[][] = lines.map(() => []);
    for (const block of page.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const middle = (line.bbox.y0 + line.bbox.y1) / 2;
          const slot = tops.findIndex((top, i) => middle >= top - GAP / 2 && middle < top + lines[i]!.height + GAP / 2);
          if (slot < 0 || line.text.trim() === "") continue;
          texts[slot]!.push(line.text.trim());
          confidences[slot]!.push(line.confidence / 100);
        }
      }
    }
    return lines.map((_, i) => ({
      text: texts[i]!.join(" "),
      confidence: confidences[i]!.length === 0 ? 0 : Math.min(...confidences[i]!),
    }));
  }

  warmUp(): Promise<void> {
    return this.pool.warmUp();
  }

  close(): Promise<void> {
    return this.pool.terminate();
  }
}
