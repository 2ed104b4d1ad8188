/**
 * Finding the date printed on a receipt. Answers `YYYY-MM-DD` (receipts print local dates
 * without a zone, so no time is kept) or null.
 *
 * - ISO order: 2026-03-14, 2026/03/14, 2026.03.14.
 * - Day first with dots: 14.03.2026 (always day.month.year, the European convention).
 * - With slashes or dashes: 14/03/2026 is day first (14 cannot be a month), 03/14/2026 month first;
 *   when both readings are possible (03/04/2026) the currency decides: USD prints month first,
 *   everything else day first.
 * - Month names: Mar 14 2026, March 14, 2026, 14 Mar 2026, 14-Mar-2026.
 * - Two-digit years are 20yy. Impossible dates (2026-02-30) and years outside 1990-2099 are ignored.
 */

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?";

const ISO = /(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])/;
const NUMERIC = /(?<![\d.,/-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[.,]\d)/;
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "i");
const DAY_FIRST = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH}[\\s,-]+(\\d{4})\\b`, "i");

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const calendarDate = (year: number, month: number, day: number): string | null => {
  if (year < 1990 || year > 2099 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));
const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toUpperCase()) + 1;

export interface DateHints {
  /** The receipt's currency, when known: USD means month-first for ambiguous numeric dates. */
  readonly currency?: string | null;
}

/** The first date found in one line, or null. */
export const findDateInLine = (line: string, hints: DateHints = {}): string | null => {
  const iso = ISO.exec(line);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[3]), Number(iso[4]));

  const numeric = NUMERIC.exec(line);
  if (numeric) {
    const [a, separator, b, year] = [Number(numeric[1]), numeric[2], Number(numeric[3]), fullYear(numeric[4] ?? "")];
    const dayFirst = calendarDate(year, b, a);
    const monthFirst = calendarDate(year, a, b);
    if (separator === ".") return dayFirst;
    if (dayFirst && monthFirst) return hints.currency === "USD" ? monthFirst : dayFirst;
    return dayFirst ?? monthFirst;
  }

  const monthFirst = MONTH_FIRST.exec(line);
  if (monthFirst) return calendarDate(Number(monthFirst[3]), monthIndex(monthFirst[1] ?? ""), Number(monthFirst[2]));
  const dayFirst = DAY_FIRST.exec(line);
  if (dayFirst) return calendarDate(Number(dayFirst[3]), monthIndex(dayFirst[2] ?? ""), Number(dayFirst[1]));
  return null;
};
