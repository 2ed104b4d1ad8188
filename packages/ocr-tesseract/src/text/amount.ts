/**
 * Reading the amount printed at the end of a receipt line. Pure string work, no floats summed:
 * the number is rebuilt as a plain decimal string ("1249.00") and only then turned into a number.
 */

/** Currency symbols as printed, mapped to the ISO code they most often mean. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  US$: "USD",
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₩": "KRW",
  "₹": "INR",
};

const SYMBOL = /(US\$|[$€£¥₩₹])$/u;
const CODE = /(?:^|\s)([A-Z]{3})$/;
const MINUS = /[-−–]$/u;
/** One trailing flag letter some tills print after the price ("3.49 F", "12.99 T", "4.50 *"). */
const FLAG = /(?<=[\d$€£¥₩₹A-Z])\s+[A-Z*]$/u;
const NUMBER = /\d(?:[\d.,']*\d)?$/;
/** What may stand right before the number: nothing, a space, a currency symbol or a minus sign. */
const NUMBER_BOUNDARY = /(?:^|[\s$€£¥₩₹\-−–])$/u;

/** An amount token found at the end of a line, not yet read as a number. */
export interface AmountToken {
  /** Digits and separators as printed ("1.249,00"). */
  readonly digits: string;
  readonly negative: boolean;
  /** Currency symbols and codes printed next to the number. */
  readonly currencyMarks: readonly string[];
  /** The line without the amount and its marks. */
  readonly description: string;
}

const takeEnd = (text: string, pattern: RegExp, accept: (mark: string) => boolean = () => true) => {
  const match = pattern.exec(text);
  const mark = match ? (match[1] ?? match[0]).trim() : null;
  if (!match || mark === null || !accept(mark)) return [text, null] as const;
  return [text.slice(0, match.index).trimEnd(), mark] as const;
};

/**
 * Splits `Milk 2L  $3.49`, `TOTAL EUR 1.254,70 €`, `Coupon -$1.00` or `Refund 2.00-` into the
 * description and the amount token. Answers null when the line does not end in a number that
 * stands on its own (a date `14/03`, a time `10:32` or `#1234` is not an amount). Three capital
 * letters next to the number are taken as a currency code only when `isCurrencyCode` says so.
 */
export const splitAmount = (line: string, isCurrencyCode: (code: string) => boolean): AmountToken | null => {
  let rest = line.trim().replace(FLAG, "");
  const marks: string[] = [];
  let negative = false;

  let mark: string | null;
  // Each step peels one thing off the end: [rest, mark] = what is left, what was taken.
  [rest, mark] = takeEnd(rest, SYMBOL);
  if (mark === null) [rest, mark] = takeEnd(rest, CODE, isCurrencyCode);
  if (mark !== null) marks.push(mark);
  [rest, mark] = takeEnd(rest, MINUS);
  if (mark !== null) negative = true;

  const number = NUMBER.exec(rest);
  if (!number) return null;
  const before = rest.slice(0, number.index);
  if (!NUMBER_BOUNDARY.test(before)) return null;
  rest = before.trimEnd();

  for (let i = 0; i < 2; i += 1) {
    [rest, mark] = takeEnd(rest, MINUS);
    if (mark !== null) negative = true;
    [rest, mark] = takeEnd(rest, SYMBOL);
    if (mark !== null) marks.push(mark);
  }
  [rest, mark] = takeEnd(rest, CODE, isCurrencyCode);
  if (mark !== null) marks.push(mark);

  return { digits: number[0], negative, currencyMarks: marks, description: rest.replace(/[\s:.]+$/, "").trim() };
};

const GROUPED = /^\d{1,3}(?:[.,']\d{3})+$/;

/**
 * Reads printed digits as a decimal in major units.
 * - The last `.` or `,` followed by one or two digits is the decimal point; other separators
 *   (`.`, `,`, `'`) must group thousands by three: 1,234.56 / 1.234,56 / 1'234.56.
 * - A single separator followed by exactly three digits groups thousands (1,460), except in a
 *   currency with three decimals, where it is the decimal point (KWD 1.250).
 * - A whole number (no decimals) is an amount only in a currency without minor units (JPY)
 *   or when a currency mark is printed next to it; otherwise it is more likely a quantity or a code.
 * Answers null for anything else (1.234.56, 12.3456).
 */
export const readAmount = (digits: string, exponent: number | null, marked: boolean): number | null => {
  const separators: string[] = digits.match(/[.,']/g) ?? [];
  const wholeAllowed = exponent === 0 || marked;
  if (separators.length === 0) return wholeAllowed ? Number(digits) : null;

  const last = Math.max(digits.lastIndexOf("."), digits.lastIndexOf(","));
  const fraction = digits.slice(last + 1);
  const head = digits.slice(0, last);
  const decimalPoint = digits[last] as "." | ",";
  const headSeparators: string[] = head.match(/[.,']/g) ?? [];

  const isDecimal =
    fraction.length <= 2 ||
    (fraction.length === 3 && exponent !== null && exponent >= 3 && !headSeparators.includes(decimalPoint));
  if (fraction.length > 3 || !isDecimal) {
    // Every separator groups thousands.
    if (!GROUPED.test(digits) || new Set(separators.filter((s) => s !== "'")).size > 1) return null;
    return wholeAllowed ? Number(digits.replace(/[.,']/g, "")) : null;
  }
  if (headSeparators.includes(decimalPoint)) return null;
  if (headSeparators.length > 0 && !GROUPED.test(head)) return null;
  return Number(`${head.replace(/[.,']/g, "")}.${fraction}`);
};
