import { type LineCrop, squeezeCrop } from "./lineCrops";
import type { Reading } from "./Recogniser";
import { asciiShare, cjkCount, hanCount, hangulCount, isAscii, kanaCount, type ScriptChoice } from "./scripts";

/** Reads crops with one of the recognisers (the script ones load on first use). */
export type ReadWith = (model: ScriptChoice, crops: readonly LineCrop[]) => Promise<Reading[]>;

/**
 * `read`, remembering each crop's reading per model for one receipt: a crop the probe read with a
 * model is not read again by that model when the receipt's boxes are re-read.
 */
export const rememberReadings = (read: ReadWith): ReadWith => {
  const known = new Map<ScriptChoice, Map<LineCrop, Reading>>();
  return async (model, crops) => {
    const readings = known.get(model) ?? new Map<LineCrop, Reading>();
    known.set(model, readings);
    const missing = crops.filter((crop) => !readings.has(crop));
    const fresh = missing.length === 0 ? [] : await read(model, missing);
    missing.forEach((crop, i) => {
      readings.set(crop, fresh[i]!);
    });
    return crops.map((crop) => readings.get(crop)!);
  };
};

/** Boxes a probe re-reads: enough to see a script, few enough to cost little. */
const PROBE_BOXES = 24;

/**
 * Which script recogniser a receipt needs, from the base model's first reading. The base model
 * reads Han characters but hardly any kana, and no Hangul: a Japanese receipt shows as Han text
 * (kana misread as look-alike Han), a Korean one as many boxes of Han look-alikes or of little
 * text read with doubt (a few such boxes are a logo or a smudge, not a script).
 * The suspicious boxes are read again with the Japanese and then the Korean model; a model is
 * chosen when it reads its own script with confidence on several of them. A receipt whose first
 * reading is all ASCII never loads a script model.
 */
export const guessScript = async (
  crops: readonly LineCrop[],
  first: readonly Reading[],
  readWith: ReadWith,
): Promise<ScriptChoice> => {
  const byConfidence = (a: number, b: number) => first[a]!.confidence - first[b]!.confidence;
  const withCjk = first.flatMap((reading, i) => (cjkCount(reading.text) > 0 ? [i] : [])).sort(byConfidence);
  if (withCjk.length >= 2) {
    const probe = withCjk.slice(0, PROBE_BOXES);
    const read = await readWith(
      "japanese",
      probe.map((i) => crops[i]!),
    );
    const kanaBoxes = read.filter((r) => r.confidence >= 0.6 && kanaCount(r.text) >= 1).length;
    if (kanaBoxes >= Math.max(2, 0.2 * probe.length)) return "japanese";
  }
  // Hangul lines come out of the base model as Han look-alikes, or as little text read with doubt.
  const doubtful = first
    .flatMap((reading, i) => (!isAscii(reading.text) || reading.confidence < 0.6 ? [i] : []))
    .sort(byConfidence);
  if (doubtful.length >= Math.max(3, 0.15 * first.length)) {
    const probe = doubtful.slice(0, PROBE_BOXES);
    const read = await readWith(
      "korean",
      probe.map((i) => crops[i]!),
    );
    const hangulBoxes = read.filter((r) => r.confidence >= 0.7 && hangulCount(r.text) >= 2).length;
    if (hangulBoxes >= Math.max(3, 0.25 * probe.length)) return "korean";
  }
  return "base";
};

/** Characters only the chosen script model reads well. */
const ownScript = (script: ScriptChoice, text: string): number =>
  script === "korean" ? hangulCount(text) : script === "japanese" ? kanaCount(text) + hanCount(text) : hanCount(text);

/**
 * The boxes the base model read with doubt or as non-ASCII, read again with the script model; a
 * box keeps the more confident reading, and the script model's when it reads its own script
 * nearly as confidently (the base model's confidence on look-alike Han is often high).
 * Confident readings that are mostly ASCII (amounts, dates, codes with a stray character) stay the
 * base model's: the Korean dictionary has no `,` `.` `(` `)`, and a date matters more than its
 * weekday.
 */
export const rereadWithScript = async (
  script: ScriptChoice,
  crops: readonly LineCrop[],
  first: readonly Reading[],
  readWith: ReadWith,
): Promise<Reading[]> => {
  const readings = [...first];
  if (script === "base" || script === "vietnamese") return readings;
  const eligible = first.flatMap((reading, i) =>
    asciiShare(reading.text) < 0.7 || reading.confidence < 0.85 ? [i] : [],
  );
  if (eligible.length === 0) return readings;
  const again = await readWith(
    script,
    eligible.map((i) => crops[i]!),
  );
  eligible.forEach((index, k) => {
    const before = readings[index]!;
    const after = again[k]!;
    if (after.text.trim() === "") return;
    const own = ownScript(script, after.text) > 0;
    if (after.confidence > before.confidence || (own && after.confidence >= before.confidence - 0.1))
      readings[index] = after;
  });
  return readings;
};

/**
 * CJK receipts print totals in double-width characters: boxes with CJK text, or read with doubt,
 * are read again from a crop squeezed to half its width, and keep that reading when it is more
 * confident and no shorter.
 */
export const rereadSqueezed = async (
  script: ScriptChoice,
  crops: readonly LineCrop[],
  current: readonly Reading[],
  readWith: ReadWith,
): Promise<Reading[]> => {
  const readings = [...current];
  const targets = current.flatMap((reading, i) => (cjkCount(reading.text) > 0 || reading.confidence < 0.8 ? [i] : []));
  if (targets.length === 0) return readings;
  const again = await readWith(
    script,
    targets.map((i) => squeezeCrop(crops[i]!, 2)),
  );
  targets.forEach((index, k) => {
    const before = readings[index]!;
    const after = again[k]!;
    if (after.confidence > before.confidence + 0.02 && [...after.text].length >= [...before.text].length)
      readings[index] = after;
  });
  return readings;
};
