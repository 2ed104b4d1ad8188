/**
 * Finding the date (and time of day) printed on a receipt.
 *
 * - ISO order: 2026-03-14, 2026/03/14, 2026.03.14.
 * - Numeric day and month: 14.03.2026, 14/03/2026, 03/14/26, 14-03-2026. Which comes first is
 *   decided for the whole receipt (`dateOrder`): a first number over 12 means day first, a second
 *   one over 12 month first; otherwise the country of the currency (the receipt's or the
 *   wallet's): month first for USD (and PHP), day first everywhere else. Dots are day first.
 * - Month names and abbreviations in English, German, French, Spanish, Italian, Dutch and Malay:
 *   14 Mar 2026, 14-MAR-26, March 14, 2026, 14. März 2026, 14 de marzo de 2026, 14 Ogos 2026.
 * - Two-digit years are 20yy; years outside 1990-2099 and impossible dates are ignored.
 * - Times: 10:32, 10:32:05, 2:05 PM, 14h30.
 */

export type DateOrder = "day-first" | "month-first";

/** Month names and abbreviations, upper case without accents. */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ["JAN", "JANUARY", "JANUAR", "JANVIER", "JANV", "ENERO", "ENE", "GENNAIO", "GEN", "JANUARI"],
  ["FEB", "FEBRUARY", "FEBRUAR", "FEVRIER", "FEV", "FEVR", "FEBRERO", "FEBBRAIO", "FEBRUARI"],
  ["MAR", "MARCH", "MARZ", "MAERZ", "MRZ", "MARS", "MARZO", "MAART", "MRT", "MAC"],
  ["APR", "APRIL", "AVRIL", "AVR", "ABRIL", "ABR", "APRILE"],
  ["MAY", "MAI", "MAYO", "MAGGIO", "MAG", "MEI"],
  ["JUN", "JUNE", "JUNI", "JUIN", "JUNIO", "GIUGNO", "GIU"],
  ["JUL", "JULY", "JULI", "JUILLET", "JUIL", "JULIO", "LUGLIO", "LUG", "JULAI"],
  ["AUG", "AUGUST", "AOUT", "AGOSTO", "AGO", "AUGUSTUS", "OGOS", "OGO"],
  ["SEP", "SEPT", "SEPTEMBER", "SEPTEMBRE", "SEPTIEMBRE", "SETIEMBRE", "SET", "SETTEMBRE"],
  ["OCT", "OCTOBER", "OKTOBER", "OKT", "OCTOBRE", "OCTUBRE", "OTTOBRE", "OTT"],
  ["NOV", "NOVEMBER", "NOVEMBRE", "NOVIEMBRE"],
  ["DEC", "DECEMBER", "DEZEMBER", "DEZ", "DECEMBRE", "DICIEMBRE", "DIC", "DICEMBRE", "DISEMBER", "DIS"],
];
const MONTHS = new Map(MONTH_NAMES.flatMap((names, i) => names.map((name) => [name, i + 1] as const)));

/** A month name, also with one stray letter the OCR glued to either end ("AMAY", "MARI"). */
const monthOf = (token: string): number | undefined =>
  MONTHS.get(token) ?? (token.length >= 4 ? (MONTHS.get(token.slice(1)) ?? MONTHS.get(token.slice(0, -1))) : undefined);

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toUpperCase();

/** Letters OCR puts for digits in a date ("O1/O2/2O18", "l2.03.2026"). */
const fixDigits = (text: string) =>
  text.replace(/(?<=[\d/.-]|^|\s)[\dOIl]{1,4}(?=[/.-][\dOIl]{1,4}[/.-])|(?<=[/.-])[\dOIl]{1,4}/g, (token) =>
    token.replace(/O/g, "0").replace(/[Il]/g, "1"),
  );

/** The day may run into the time printed after it ("2026-01-2422:56"). */
const ISO = /(?<![\d.,])((?:19|20)\d{2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{2}(?=\d{1,2}:\d{2})|\d{1,2}(?!\d))/;
/** A four-digit year may run into the time printed after it without a space ("18/01/201810:27:03"). */
const YEAR =
  "(\\d{4}(?=\\d{1,2}:\\d{2})|\\d{2}(?=\\d{2}:\\d{2})|(?:\\d{4}|\\d{2})(?!\\d|[.,/]\\d|-(?!\\d{1,2}:\\d{2})\\d))";
/** A dot may follow a label ("Dat.31.08.2015"), never a digit. */
const NUMERIC = new RegExp(`(?<![\\d,/-])(?<!\\d\\.)(\\d{1,2})\\s?([-/.])\\s?(\\d{1,2})\\s?\\2\\s?${YEAR}`);
/** Slashes are dates only: such a date may follow a dash ("REG#19-18/01/2018"). */
const SLASHED = new RegExp(`(?<![\\d,/])(?<!\\d\\.)(\\d{1,2})(/)(\\d{1,2})/${YEAR}`);
const NAMED_DAY_FIRST =
  /(?<!\d)(\d{1,2})(?:ST|ND|RD|TH|ER|\.|º)?[\s.,/-]*(?:DE\s+)?([A-Z]{3,10})\.?[\s.,/'-]*(?:DE\s+)?((?:19|20)\d{2}(?=\d{1,2}:\d{2})|(?:(?:19|20)?\d{2})(?!\d|[.,]\d))/;
const NAMED_MONTH_FIRST = /\b([A-Z]{3,10})\.?[\s.-]+(\d{1,2})(?:ST|ND|RD|TH)?,?[\s.,'-]+((?:19|20)\d{2}|\d{2})(?!\d)/;
const TIME =
  /(?<![\d:.,])([01]?\d|2[0-3])(?::|H(?=\d\d\b))([0-5]\d)(?::([0-5]\d))?(?!\d|[.,]\d)\s*(AM|PM|A\.M\.|P\.M\.)?/;

/**
 * Year, month and day written with 年月日 (Japanese, Chinese) or 년월일 (Korean); the year may be
 * a Japanese era year: 令和 from 2019 (元年 is its first), 平成 1989-2019.
 */
const CJK_DATE = /(?:((?:19|20)\d{2})|(令和|平成)\s*(\d{1,2}|元))\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?/u;
const ERA_START: Readonly<Record<string, number>> = { 令和: 2018, 平成: 1988 };

const cjkDate = (text: string): string | null => {
  const found = CJK_DATE.exec(text);
  if (!found) return null;
  const year = found[1]
    ? Number(found[1])
    : (ERA_START[found[2] ?? ""] ?? 0) + (found[3] === "元" ? 1 : Number(found[3]));
  return calendarDate(year, Number(found[4]), Number(found[5]));
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const calendarDate = (year: number, month: number, day: number): string | null => {
  if (year < 1990 || year > 2099 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** A day and month that could be either way round, with what the receipt itself says. */
export interface NumericDate {
  readonly first: number;
  readonly second: number;
  readonly year: number;
  readonly separator: string;
}

export interface DateHints {
  /** The receipt's or the wallet's currency: month first for USD (and PHP) when nothing else decides. */
  readonly currency?: string | null;
  /** Decided from the whole receipt; overrides `currency`. */
  readonly order?: DateOrder;
}

const MONTH_FIRST_CURRENCIES = new Set(["USD", "PHP"]);

/** The numeric day/month pairs of one line, for deciding the receipt's order. */
export const numericDatesIn = (line: string): NumericDate[] => {
  const text = fixDigits(plain(line));
  if (ISO.test(text)) return [];
  const found = NUMERIC.exec(text) ?? SLASHED.exec(text);
  if (!found) return [];
  return [
    { first: Number(found[1]), second: Number(found[3]), year: fullYear(found[4] ?? ""), separator: found[2] ?? "/" },
  ];
};

/** Regions that write the month first (the United States, the Philippines). */
const MONTH_FIRST_REGIONS = new Set(["US", "PH"]);

/**
 * The receipt's order: a number over 12 decides; else the region of the language the client
 * stated (`en-US` month first, `en-GB` day first); else the currency's country.
 */
export const dateOrder = (
  dates: readonly NumericDate[],
  currency: string | null | undefined,
  language?: string,
): DateOrder => {
  const slashed = dates.filter((d) => d.separator !== ".");
  if (slashed.some((d) => d.first > 12 && d.second <= 12)) return "day-first";
  if (slashed.some((d) => d.second > 12 && d.first <= 12)) return "month-first";
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(language ?? "")?.[1]?.toUpperCase();
  if (region !== undefined) return MONTH_FIRST_REGIONS.has(region) ? "month-first" : "day-first";
  return currency && MONTH_FIRST_CURRENCIES.has(currency) ? "month-first" : "day-first";
};

/** The first date found in one line (`YYYY-MM-DD`), or null. */
export const findDateInLine = (line: string, hints: DateHints = {}): string | null => {
  const text = fixDigits(plain(line.normalize("NFKC")));
  const written = cjkDate(text);
  if (written) return written;
  const iso = ISO.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[3]), Number(iso[4]));

  const numeric = NUMERIC.exec(text) ?? SLASHED.exec(text);
  if (numeric) {
    const [a, separator, b, year] = [Number(numeric[1]), numeric[2], Number(numeric[3]), fullYear(numeric[4] ?? "")];
    const dayFirst = calendarDate(year, b, a);
    const monthFirst = calendarDate(year, a, b);
    if (separator === ".") return dayFirst;
    const order =
      hints.order ?? (hints.currency && MONTH_FIRST_CURRENCIES.has(hints.currency) ? "month-first" : "day-first");
    if (dayFirst && monthFirst) return order === "month-first" ? monthFirst : dayFirst;
    return dayFirst ?? monthFirst;
  }

  for (const match of text.matchAll(new RegExp(NAMED_DAY_FIRST, "g"))) {
    const month = monthOf(match[2] ?? "");
    if (month !== undefined) {
      const date = calendarDate(fullYear(match[3] ?? ""), month, Number(match[1]));
      if (date) return date;
    }
  }
  for (const match of text.matchAll(new RegExp(NAMED_MONTH_FIRST, "g"))) {
    const month = monthOf(match[1] ?? "");
    // "SET 19.90": a day and a two-digit year joined by a decimal point alone is a price.
    if (month !== undefined && !/\d[.,]\d{2}$/.test(match[0])) {
      const date = calendarDate(fullYear(match[3] ?? ""), month, Number(match[2]));
      if (date) return date;
    }
  }
  return null;
};

/**
 * A date printed without separators right after a DATE label ("DATE: 25042017"), or with one
 * slash the OCR read as a 1 ("25041 2017" run together): day, month, four-digit year.
 */
export const findCompactDate = (line: string): string | null => {
  const found = /\b(?:DATE|DATUM|FECHA|DATA|TARIKH)\b\W{0,3}(\d{8,10})(?!\d)/.exec(plain(line));
  if (!found) return null;
  const digits = found[1] as string;
  const variants = [digits, digits.slice(0, 2) + digits.slice(3), digits.slice(0, 4) + digits.slice(5)];
  for (const v of variants) {
    if (v.length !== 8) continue;
    const date = calendarDate(Number(v.slice(4)), Number(v.slice(2, 4)), Number(v.slice(0, 2)));
    if (date) return date;
  }
  return null;
};

/** The first time of day in one line as `HH:mm:ss`, or null. */
export const findTimeInLine = (line: string): string | null => {
  const match = TIME.exec(plain(line));
  if (!match) return null;
  let hour = Number(match[1]);
  const meridiem = match[4]?.replace(/\./g, "");
  if (meridiem !== undefined && (hour < 1 || hour > 12)) return null;
  if (meridiem === "PM" && hour < 12) hour += 12;
  if (meridiem === "AM" && hour === 12) hour = 0;
  return `${String(hour).padStart(2, "0")}:${match[2]}:${match[3] ?? "00"}`;
};
