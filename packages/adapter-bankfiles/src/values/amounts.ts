import { type Currency, currencyExponent, MAX_AMOUNT_MINOR } from "@finance/domain";

export type DecimalMark = "." | ",";

export type AmountResult =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly reason: "UNREADABLE_AMOUNT" | "TOO_MANY_DECIMALS"; readonly message: string };

const unreadable = (text: string): AmountResult => ({
  ok: false,
  reason: "UNREADABLE_AMOUNT",
  message: `Amount "${text.slice(0, 40)}" is not a number`,
});

// Currency signs and codes banks print beside amounts; removed before the digits are read.
const CURRENCY_MARKS = /[€$£¥₩₫₹₺₽¢]|\b[A-Z]{3}\b/g;
// Thousands separators that are never a decimal mark: spaces (also no-break), apostrophes.
const GROUPING = /[\s\u00a0\u202f'’]/g;

/**
 * Reads an amount as a bank prints it into signed integer minor units of `currency`, digit by
 * digit (no floating point): `-12.50`, `12,50-`, `(12.50)`, `1.234,56`, `1'234.50`, `€ 12,50`,
 * `12.50 DR`, `+3`. `decimal` is the file's decimal mark when a value alone cannot tell
 * (`1,234` is 1234 with `.` and 1.234 with `,`).
 */
export const parseAmount = (raw: string, currency: Currency, decimal: DecimalMark): AmountResult => {
  let text = raw.trim();
  if (text === "") return unreadable(raw);
  let negative = false;
  const flip = () => {
    negative = !negative;
  };
  if (/^\(.*\)$/.test(text)) {
    flip();
    text = text.slice(1, -1).trim();
  }
  const marker = /\s*(CR|DR|Cr|Dr|H|S)\.?$/.exec(text);
  if (marker?.[1] && /\d/.test(text.slice(0, marker.index))) {
    if (/^(DR|Dr|S)$/.test(marker[1])) flip();
    text = text.slice(0, marker.index);
  }
  text = text
    .replace(CURRENCY_MARKS, "")
    .replace(GROUPING, "")
    .replace(/\u2212/g, "-");
  if (text.startsWith("+")) text = text.slice(1);
  else if (text.startsWith("-")) {
    flip();
    text = text.slice(1);
  } else if (text.endsWith("-")) {
    flip();
    text = text.slice(0, -1);
  } else if (text.endsWith("+")) text = text.slice(0, -1);
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return unreadable(raw);
  const split = splitDecimal(text, decimal);
  if (!split) return unreadable(raw);
  const exponent = currencyExponent(currency);
  const fraction = split.fraction.replace(/0+$/, "");
  if (fraction.length > exponent) {
    return {
      ok: false,
      reason: "TOO_MANY_DECIMALS",
      message: `Amount "${raw.trim().slice(0, 40)}" has more than ${exponent} decimals for ${currency}`,
    };
  }
  const digits = `${split.whole}${fraction.padEnd(exponent, "0")}`.replace(/^0+(?=\d)/, "");
  if (digits.length > 16)
    return { ok: false, reason: "UNREADABLE_AMOUNT", message: `Amount "${raw.trim().slice(0, 40)}" is too large` };
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) {
    return { ok: false, reason: "UNREADABLE_AMOUNT", message: `Amount "${raw.trim().slice(0, 40)}" is too large` };
  }
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
};

/**
 * Whole and fraction digits. With both marks, the last one is the decimal mark; one mark seen
 * several times groups thousands; one mark seen once is the decimal mark unless exactly three
 * digits follow it and it is not the file's decimal mark.
 */
const splitDecimal = (text: string, decimal: DecimalMark): { whole: string; fraction: string } | undefined => {
  const dots = count(text, ".");
  const commas = count(text, ",");
  let mark: string | undefined;
  if (dots > 0 && commas > 0) {
    mark = text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
    if (count(text, mark) > 1) return undefined;
  } else if (dots + commas === 1) {
    const only = dots ? "." : ",";
    const after = text.length - text.indexOf(only) - 1;
    mark = after === 3 && only !== decimal ? undefined : only;
  } else if (dots + commas > 1) {
    mark = undefined;
  }
  const [whole = "", fraction = ""] = mark ? text.split(mark) : [text, ""];
  const wholeDigits = whole.replace(/[.,]/g, "");
  if (whole !== "" && !/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return undefined;
  if (!/^\d*$/.test(fraction)) return undefined;
  return { whole: wholeDigits === "" ? "0" : wholeDigits, fraction };
};

const count = (text: string, char: string): number => text.split(char).length - 1;

/**
 * Evidence of a file's decimal mark from one printed amount: a single mark followed by one or
 * two digits at the end, or the last of two different marks.
 */
export const decimalEvidence = (raw: string): DecimalMark | undefined => {
  const text = raw.replace(/[^\d.,]/g, "");
  const match = /([.,])\d{1,2}$/.exec(text);
  if (match) return match[1] as DecimalMark;
  if (text.includes(".") && text.includes(",")) return text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
  return undefined;
};
