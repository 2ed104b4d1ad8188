import { LINE_HEIGHT, type LineCrop } from "./lineCrops";
import type { Reading } from "./Recogniser";

/**
 * Reads Latin lines with their diacritics (tone marks, `đ`, `ơ`, `ư`): an engine the composition
 * gives (tesseract with its Vietnamese model), since no PaddleOCR model on the registry writes them.
 */
export interface MarkReader {
  readLines(lines: readonly { pixels: Uint8Array; width: number; height: number }[]): Promise<Reading[]>;
  warmUp?(): Promise<void>;
  close?(): Promise<void>;
}

/** The letters without their marks, upper case, no spaces: what both engines should agree on. */
export const foldMarks = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "D").toUpperCase().replace(/\s+/g, "");

/** Levenshtein distance (short strings: box texts). */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/**
 * The boxes with words in them read again by the mark reader; a box takes that reading only when,
 * marks aside, it says what the base model read (at most one edit in five), so the base model's
 * digits, amounts and dates are never traded for a worse reading.
 */
export const restoreMarks = async (
  crops: readonly LineCrop[],
  readings: readonly Reading[],
  reader: MarkReader,
): Promise<Reading[]> => {
  const result = [...readings];
  const targets = readings.flatMap((reading, i) => (/[A-Za-z]{2}/.test(reading.text) ? [i] : []));
  if (targets.length === 0) return result;
  const again = await reader.readLines(
    targets.map((i) => ({ pixels: crops[i]!.pixels, width: crops[i]!.width, height: LINE_HEIGHT })),
  );
  targets.forEach((index, k) => {
    const base = foldMarks(readings[index]!.text);
    const marked = again[k]!;
    const folded = foldMarks(marked.text);
    if (folded === "" || marked.text === readings[index]!.text) return;
    if (distance(base, folded) <= Math.max(1, Math.floor(base.length / 5)))
      result[index] = { text: marked.text, confidence: readings[index]!.confidence };
  });
  return result;
};
