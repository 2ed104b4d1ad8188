/**
 * Reading the amount printed at the end of a receipt line. Pure string work, no floats summed:
 * the number is rebuilt as a plain decimal string ("1249.00") and only then turned into a number.
 */

/** Symbols one currency alone uses (as far as receipts go), and prefixed dollars. */
export const UNAMBIGUOUS_SYMBOLS: Readonly<Record<string, string>> = {
  US$: "USD",
  S$: "SGD",
  A$: "AUD",
  C$: "CAD",
  HK$: "HKD",
  NZ$: "NZD",
  R$: "BRL",
  "€": "EUR",
  "£": "GBP",
  "₩": "KRW",
  "₹": "INR",
  "₱": "PHP",
  "₺": "TRY",
  "₫": "VND",
  "฿": "THB",
  "₪": "ILS",
  "₦": "NGN",
  RM: "MYR",
  円: "JPY",
  元: "CNY",
  원: "KRW",
  đ: "VND",
  Đ: "VND",
  RP: "IDR",
};

/** Marks several currencies share, or that OCR makes out of other glyphs: hints, never proof. */
export const AMBIGUOUS_SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  $: ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "TWD", "BND", "ARS", "CLP", "COP"],
  "¥": ["JPY", "CNY"],
  KR: ["SEK", "NOK", "DKK", "ISK"],
};

/** Currency marks as printed; symbols glued to the number ("RM80.90", "$3.49") are split off first. */
const SYMBOL_TEXT = "US\\$|S\\$|A\\$|C\\$|HK\\$|NZ\\$|R\\$|[$€£¥₩₹₱₺₫฿₪₦円元원đĐ]";
const SYMBOL = new RegExp(`(${SYMBOL_TEXT})$`, "u");
/** RM and kr are letters: only standing alone, or glued to a receipt keyword ("TOTALRM"). */
const LETTER_SYMBOL =
  /(?:^|[\s:.(=*-]|(?<=TOTAL|AMOUNT|AMT|DUE|PAYABLE|CASH|CHANGE|GST|SST|TAX|JUMLAH|TUNAI|BAKI|ADJ|SALES|PAID|BALANCE|DISCOUNT|PRICE|ROUNDING))(RM|Rp\.?|KR\.?|kr\.?|Kr\.?)$/u;
const TRAILING_LETTER_SYMBOL = /(?<=\d)\s*(RM|KR\.?|kr\.?|Kr\.?)$/u;
const CODE = /(?:^|\s|(?<=[:(]))([A-Z]{3})\)?$/;
const MINUS = /[-−–]$/u;
/**
 * Tax-code flags some tills print after the price ("3.49 F", "12.99 T", "59.00 SR", "6.40 SR*",
 * "71.00 (S)", "4.50 *"), and a tax class 0 after a two-decimal price ("10,00 0"): no quantity is 0.
 */
const FLAG =
  /(?<=[\d$€£¥₩₹A-Z)])\s+(?:[A-Za-z*#※]|(?:SR|ZR|ZRL|TX|ES|OS|NR|EX|[A-Z]\d|\d[A-Z]|[A-Z])\*?|\([A-Z]{1,2}\))$|(?<=\d[.,]\d{2})\s+0$/u;
/**
 * The same flags glued to the price ("178*", "98※", Japanese tax classes "99外", "99内", "99軽";
 * a Chinese recogniser reads ※ as 米; "5.90SR", "85.54C", "71.00(S)" after a two-decimal price;
 * "0,45-V" after a negative one).
 */
const GLUED_FLAG =
  /(?<=\d)[*※米外内軽]+$|(?<=\d[.,]\d{2})(?:(?:SR|ZRL?|TX|ES|OS|NR|EX|[A-Z])\*?|\([A-Z]{1,2}\))$|(?<=\d[.,]\d{2}[-−])[A-Z]$/u;
const NUMBER = /\d(?:[\d.,']*\d)?$/;
/** What may stand right before the number: nothing, a space, a currency symbol, a sign or punctuation. */
const NUMBER_BOUNDARY = /(?:^|[\s$€£¥₩₹₱₺₫฿₪₦円元원\-−–:=(*@xX~|])$/u;

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

/** Letters OCR puts for digits inside a number (8O.9O, 1l.5O, S.00). */
const fixDigits = (token: string): string =>
  token.replace(/[Oo]/g, "0").replace(/[lI|]/g, "1").replace(/S/g, "5").replace(/B/g, "8");
const GARBLED_NUMBER = /(?<=^|[\s$€£:(=-]|RM)([\dOolI|SB]{1,7}[.,][\dOolI|SB]{2})(?=$|\s)/gu;

/**
 * Repairs what OCR does to the end of a row before reading it: letters for digits inside a
 * number, a space around the decimal point ("80 .90"), a marker glued to the number ("TOTAL:59.00",
 * "TOTALRM59.00"), and a parenthesised negative ("(2.00)").
 */
export const tidyAmountText = (line: string): string =>
  line
    .trim()
    // "Change S0.00": a dollar sign read as an S.
    .replace(/(?<=^|\s)S(?=\d{1,6}[.,]\d{2}$)/, "$")
    .replace(GARBLED_NUMBER, (token) =>
      /\d/.test(token) && /\d[.,]|[.,]\d/.test(fixDigits(token)) ? fixDigits(token) : token,
    )
    .replace(/(\d) ?([.,]) (\d{2})$/, "$1$2$3")
    .replace(/(\d) ([.,])(\d{2})$/, "$1$2$3")
    .replace(/\((\d[\d.,]*)\)$/, "-$1")
    .replace(/(^|\s|RM|\$|-)([.,]\d{2})$/, "$10$2")
    // A flag after a marked price read as a digit or a stray glyph ("RM18.805", "RM7.49≤").
    .replace(/((?:RM|\$)\s?\d{1,7}[.,]\d{2})[5sSzZ≤<«*※]$/u, "$1")
    .replace(/(?<=[A-Za-z:])(RM|\$)(?=\d)/, " $1")
    .replace(/(?<=[A-Za-z:])(?=\d{1,7}[.,]\d{2}$)/, " ")
    // "(外8% 対象額 ¥4,722)": a bracketed label and amount, not a negative.
    .replace(/^\((?=.*\p{L})(.*\d)\)$/u, "$1");

/**
 * Splits `Milk 2L  $3.49`, `TOTAL EUR 1.254,70 €`, `Coupon -$1.00`, `TOTAL RM80.90` or
 * `Refund 2.00-` into the description and the amount token. Answers null when the line does not
 * end in a number that stands on its own (a date `14/03`, a time `10:32` or `#1234` is not an
 * amount). Three capital letters next to the number are a currency code only when `isCurrencyCode`
 * says so.
 */
export const splitAmount = (line: string, isCurrencyCode: (code: string) => boolean): AmountToken | null => {
  let rest = tidyAmountText(line).replace(FLAG, "").replace(GLUED_FLAG, "");
  const marks: string[] = [];
  let negative = false;

  let mark: string | null;
  // Each step peels one thing off the end: [rest, mark] = what is left, what was taken.
  [rest, mark] = takeEnd(rest, SYMBOL);
  if (mark === null) [rest, mark] = takeEnd(rest, CODE, isCurrencyCode);
  if (mark === null) [rest, mark] = takeEnd(rest, TRAILING_LETTER_SYMBOL);
  if (mark !== null) marks.push(/^kr\.?$/i.test(mark) ? "KR" : mark);
  [rest, mark] = takeEnd(rest, MINUS);
  if (mark !== null) negative = true;

  const number = NUMBER.exec(rest);
  if (!number) return null;
  const before = rest.slice(0, number.index);
  // "RM9.00" glued to its mark is money; "RM2" at the end of a name ("NAIL-RM2") is not.
  const gluedToMark = /(?:^|[^A-Z])(?:RM$|Rp\.?$)/.test(before) && /[.,]\d{2,3}$/.test(number[0]);
  if (!NUMBER_BOUNDARY.test(before) && !gluedToMark) return null;
  rest = before.trimEnd();

  for (let i = 0; i < 2; i += 1) {
    [rest, mark] = takeEnd(rest, MINUS);
    if (mark !== null) negative = true;
    [rest, mark] = takeEnd(rest, SYMBOL);
    if (mark === null) [rest, mark] = takeEnd(rest, LETTER_SYMBOL);
    if (mark !== null)
      marks.push(
        /^(?:KR|RP)$/.test(mark.replace(/\.$/, "").toUpperCase()) ? mark.replace(/\.$/, "").toUpperCase() : mark,
      );
  }
  [rest, mark] = takeEnd(rest, CODE, isCurrencyCode);
  if (mark !== null) marks.push(mark);

  return {
    digits: number[0],
    negative,
    currencyMarks: marks,
    description: rest.replace(/[\s:.=*(-]+$/, "").trim(),
  };
};

const GROUPED = /^\d{1,3}(?:[.,']\d{3})+$/;

/**
 * Reads printed digits as a decimal in major units.
 * - The last `.` or `,` followed by one or two digits is the decimal point; other separators
 *   (`.`, `,`, `'`) must group thousands by three: 1,234.56 / 1.234,56 / 1'234.56.
 * - A single separator followed by exactly three digits groups thousands (1,460), except in a
 *   currency with three decimals, where it is the decimal point (KWD 1.250), and except when the
 *   receipt's own amounts use that mark as their decimal point (`decimalMark`): then "1,500" on a
 *   receipt of "2,99"s is a weight or a quantity, not money.
 * - In a currency without minor units (JPY, KRW, VND, IDR) every separator groups thousands
 *   (122.400, 53,500); decimals of zero are dropped (30,265.00); other decimals are not money there.
 * - A whole number (no decimals) is an amount only in a currency without minor units (JPY)
 *   or when a currency mark is printed next to it; otherwise it is more likely a quantity or a code.
 * Answers null for anything else (1.234.56, 12.3456).
 */
export const readAmount = (
  digits: string,
  exponent: number | null,
  marked: boolean,
  decimalMark: "." | "," | null = null,
): number | null => {
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
    if (exponent !== 0 && separators.length === 1 && decimalMark === separators[0]) return null;
    return wholeAllowed ? Number(digits.replace(/[.,']/g, "")) : null;
  }
  if (headSeparators.includes(decimalPoint)) return null;
  if (headSeparators.length > 0 && !GROUPED.test(head)) return null;
  if (exponent === 0 && /[1-9]/.test(fraction)) return null;
  return Number(`${head.replace(/[.,']/g, "")}.${fraction}`);
};

/** A number at the end of a row grouped by spaces: "35 000", "1 234 000", "1 234,56". */
const SPACED_WHOLE = /(?<![\d.,])([1-9]\d{0,2}(?: \d{3})+)(?=(?:[.,]0{1,2})?\s*\D{0,4}$)/u;
const SPACED_DECIMAL = /(?<![\d.,])([1-9]\d{0,2}(?: \d{3})+)(?=[.,]\d{2}\s*\D{0,4}$)/u;

export const endsSpacedGroups = (text: string): boolean => SPACED_WHOLE.test(text) || SPACED_DECIMAL.test(text);

/**
 * Numbers printed with a space between groups of three ("35 000", "1 234,56"): the space is a
 * thousands separator. Taken only where it cannot be a quantity and a price ("봉투  1  100"): on a
 * row that names a total, tax or payment (`keywordRow`), and on every row once such a keyword row
 * proves the receipt groups that way (`receiptGroupsBySpace`).
 */
export const joinSpacedGroups = (
  text: string,
  exponent: number | null,
  keywordRow: boolean,
  receiptGroupsBySpace = false,
): string => {
  // "35 000": a group starting with 0 is never a price of its own (prices print no leading zero).
  if (exponent === 0 && !keywordRow && !receiptGroupsBySpace)
    return text.replace(SPACED_WHOLE, (n) => (/ 0\d{2}$/.test(n) ? n.replace(/ /g, "") : n));
  if (!keywordRow && !receiptGroupsBySpace) return text;
  return text.replace(exponent === 0 ? SPACED_WHOLE : SPACED_DECIMAL, (n) => n.replace(/ /g, ""));
};
