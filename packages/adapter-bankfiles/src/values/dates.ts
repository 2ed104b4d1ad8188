import { daysInMonth, type StatementDateFormat } from "@finance/domain";

/** Which of two leading numbers is the day in `01/02/2024`: decided per file. */
export type DayOrder = "day-first" | "month-first";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const fullYear = (text: string): number => {
  const year = Number(text);
  // Two-digit years: banks print the recent past, so 00-69 are 20xx and 70-99 are 19xx.
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;
};

const isoIfReal = (year: number, month: number, day: number): string | undefined =>
  year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? `${pad(year, 4)}-${pad(month)}-${pad(day)}`
    : undefined;

// A time of day after the date (`01.03.2024 10:22`, `2024-03-01T10:22:00Z`) is not part of it.
const dateOnly = (raw: string): string => raw.trim().replace(/(?:[T\s]+\d{1,2}:\d{2}.*)$/i, "");

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DOTTED = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})$/;
const SLASHED = /^(\d{1,2})\s?[/-]\s?(\d{1,2})\s?(?:[/-]|')\s?(\d{4}|\d{2})$/;
const YEAR_SLASHED = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;

/**
 * A bank's printed date as `YYYY-MM-DD`, or undefined when it is not a real day. Formats:
 * YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, DD.MM.YYYY (always day first), and DD/MM/YYYY or MM/DD/YYYY
 * (also with `-` and QIF's `'` before a two-digit year) in the order the file's evidence decided.
 */
export const parseDate = (raw: string, order: DayOrder): string | undefined => {
  const text = dateOnly(raw);
  let match = ISO.exec(text) ?? YEAR_SLASHED.exec(text) ?? COMPACT.exec(text);
  if (match) return isoIfReal(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DOTTED.exec(text);
  if (match) return isoIfReal(fullYear(match[3] as string), Number(match[2]), Number(match[1]));
  match = SLASHED.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const year = fullYear(match[3] as string);
    return order === "day-first" ? isoIfReal(year, second, first) : isoIfReal(year, first, second);
  }
  return undefined;
};

/**
 * What one printed date says about the file's order: `13/01/2024` can only be day first,
 * `01/13/2024` only month first; `01/02/2024` and unambiguous layouts say nothing.
 */
export const dayOrderEvidence = (raw: string): DayOrder | undefined => {
  const match = SLASHED.exec(dateOnly(raw));
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[2])];
  if (first > 12 && second <= 12) return "day-first";
  if (second > 12 && first <= 12) return "month-first";
  return undefined;
};

/** A mapping's explicit `dateFormat` as the order it fixes. */
export const orderOfFormat = (format: StatementDateFormat): DayOrder | undefined =>
  format.startsWith("MM") ? "month-first" : format.startsWith("DD") ? "day-first" : undefined;

/**
 * OFX dates: YYYYMMDD[HHMMSS[.XXX]][[+|-]HH[.MM][:NAME]]. The calendar date the bank printed
 * (its local day) is kept; the time and zone are checked for shape only.
 */
export const parseOfxDate = (raw: string): string | undefined => {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d{1,3})?)?(?:\[\s*[+-]?\d{1,2}(?:\.\d{1,2})?(?::[A-Za-z0-9_+-]*)?\s*\])?$/.exec(
      raw.trim(),
    );
  if (!match) return undefined;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 60)) {
    return undefined;
  }
  return isoIfReal(Number(match[1]), Number(match[2]), Number(match[3]));
};
