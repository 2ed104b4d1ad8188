import { invalidField } from "./domainErrors";

export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 500;

/** Control characters (C0, DEL, C1). U+0000 cannot even be stored in a PostgreSQL text column. */
const CONTROL = /\p{Cc}/u;
/** The same, except tab, line feed and carriage return (multi-line text). */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Characters as people count them: Unicode code points, so an emoji is one character, not the two
 * UTF-16 units of `String.length` (JSON Schema's maxLength counts the same way).
 */
export const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

/** The first `max` characters (code points), never half of a surrogate pair. */
export const truncateCharacters = (value: string, max: number): string => {
  if (value.length <= max) return value;
  let end = 0;
  let count = 0;
  for (const character of value) {
    if (count === max) break;
    end += character.length;
    count++;
  }
  return value.slice(0, end);
};

/**
 * What prints as nothing: whitespace, default-ignorable code points (zero-width space and joiners,
 * word joiner, BOM, variation selectors, Hangul fillers, ...), and the braille blank and Mongolian
 * vowel separator that render blank too.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\u180e]/gu;

/** True when nothing of the text would show: empty, or invisible characters only. */
export const isInvisible = (value: string): boolean => value.replace(INVISIBLE, "").length === 0;

/**
 * Text as stored and compared: Unicode NFC, so `Café` typed with a composed é or with e and a
 * combining accent is the same text (and the same name under the uniqueness rule).
 */
export const normaliseText = (value: string): string => value.normalize("NFC");

/** True when the text holds a control character; names, e-mails and search terms refuse them. */
export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * THE name rule (users, wallets, categories, budgets, tags): trimmed, in NFC, something visible
 * (not only zero-width or blank characters), at most 100 characters (code points), no control
 * characters. Answers every way `name` (already trimmed and normalised) breaks it, none when it holds.
 */
export const nameProblems = (name: string): string[] => [
  ...(name.length === 0 ? ["Name is required"] : []),
  ...(name.length > 0 && isInvisible(name) ? ["Name must contain a visible character"] : []),
  ...(characterCount(name) > MAX_NAME_LENGTH ? [`Name is longer than ${MAX_NAME_LENGTH} characters`] : []),
  ...(hasControlCharacters(name) ? ["Name must not contain control characters"] : []),
];

/** A name as stored: trimmed and in NFC. */
export const normaliseName = (value: string): string => normaliseText(value.trim());

/** A trimmed NFC name under the name rule; the first problem is the VALIDATION_ERROR. */
export const parseName = (value: unknown, path = "name"): string => {
  const name = typeof value === "string" ? normaliseName(value) : "";
  const [problem] = nameProblems(name);
  if (problem !== undefined) throw invalidField(path, problem);
  return name;
};

export const parseDescription = (value: unknown, path = "description"): string => {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw invalidField(path, "Description must be a string");
  const text = normaliseText(value.trim());
  if (characterCount(text) > MAX_DESCRIPTION_LENGTH) {
    throw invalidField(path, `Description is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  if (CONTROL_EXCEPT_LINE_BREAKS.test(text)) {
    throw invalidField(path, "Description must not contain control characters other than line breaks and tabs");
  }
  return text;
};
