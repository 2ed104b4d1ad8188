/** Character classes of the scripts the recognisers read, and what a reading says about them. */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu;
const KANA = /[\u3041-\u309f\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9d]/gu;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const NOT_ASCII = /[^ -~\t\n\r]/u;

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

export const hangulCount = (text: string): number => count(text, HANGUL);
export const kanaCount = (text: string): number => count(text, KANA);
export const hanCount = (text: string): number => count(text, HAN);
export const cjkCount = (text: string): number => hangulCount(text) + kanaCount(text) + hanCount(text);
export const isAscii = (text: string): boolean => !NOT_ASCII.test(text);
/** The share of a text's characters that are printable ASCII (1 for an empty text). */
export const asciiShare = (text: string): number => {
  const characters = [...text];
  return characters.length === 0 ? 1 : characters.filter((c) => isAscii(c)).length / characters.length;
};

/**
 * What a receipt's recognisers are chosen from: the base model reads Latin, digits and simplified
 * Chinese; the others are loaded when a receipt needs them.
 * - `japanese`: kana + kanji; `korean`: Hangul (its dictionary has no `,` `.` `(` `)`);
 * - `traditionalChinese`: traditional Han characters (chosen by the client's hint only: the base
 *   model reads most of them too, so its output cannot tell the two apart);
 * - `vietnamese`: the base model's reading, its words read again with their marks by the mark
 *   reader (tesseract's Vietnamese model) when one is configured (by the client's hint only).
 */
export type ScriptChoice = "base" | "japanese" | "korean" | "traditionalChinese" | "vietnamese";

/**
 * The recogniser a client's language tag (BCP 47, e.g. `ja`, `ko-KR`, `zh-Hant`, `zh-TW`) asks
 * for. Latin-script languages and simplified Chinese are the base model's.
 */
export const scriptForLanguage = (language: string): ScriptChoice => {
  const [primary, ...subtags] = language.toLowerCase().split(/[-_]/);
  if (primary === "ja") return "japanese";
  if (primary === "ko") return "korean";
  if (primary === "vi") return "vietnamese";
  if (primary === "zh" && subtags.some((tag) => tag === "hant" || tag === "tw" || tag === "hk" || tag === "mo"))
    return "traditionalChinese";
  return "base";
};
