import { isDomainError } from "../../shared/DomainError";
import { ocrParseFailed } from "../../shared/domainErrors";
import { MAX_DESCRIPTION_LENGTH, truncateCharacters } from "../../shared/text";
import type { Currency } from "../money/Currency";
import { fromMinorUnits, toMinorUnits } from "../money/Money";
import type { ParsedLineKind, ParsedReceipt, ParsedReceiptLine } from "./OcrPort";
import { classifyReceiptLine, isIncludedTaxLine } from "./receiptLines";

/** One expense to record from a receipt: a positive amount in minor units. */
export interface ReceiptItem {
  readonly description: string;
  readonly amountMinor: number;
}

export type ReceiptWarningCode = "TOTAL_MISMATCH" | "NO_TOTAL" | "DISCOUNT_IGNORED";

export interface ReceiptWarning {
  readonly code: ReceiptWarningCode;
  readonly message: string;
}

/**
 * How the TAX / VAT lines were read: `added` on top of the items (they are items of their own),
 * `included` in the item prices (they are not), or `none` printed.
 */
export type ReceiptTaxMode = "added" | "included" | "none";

export interface ReceiptItems {
  readonly items: readonly ReceiptItem[];
  /** The total printed on the receipt, or null when none was read. */
  readonly printedTotalMinor: number | null;
  /** Sum of `items`: what gets recorded. */
  readonly itemsTotalMinor: number;
  readonly tax: ReceiptTaxMode;
  /** Things that do not add up; reported, never papered over. */
  readonly warnings: readonly ReceiptWarning[];
}

export const RECEIPT_TOTAL_DESCRIPTION = "Receipt total";
const DEFAULT_ITEM_DESCRIPTION = "Receipt item";
/** Items named in a TOTAL_MISMATCH message, at most. */
const MAX_ITEMS_REPORTED = 30;

const parseFailed = ocrParseFailed;

/** OCR text as a description: whitespace and control characters (NUL cannot be stored) become one space. */
const describe = (text: string, fallback: string): string => {
  const clean = text.replace(/[\s\p{Cc}]+/gu, " ").trim();
  return truncateCharacters(clean.length > 0 ? clean : fallback, MAX_DESCRIPTION_LENGTH);
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

interface Line {
  readonly description: string;
  readonly amountMinor: number;
  readonly index: number;
}

interface Read {
  readonly items: Line[];
  /** Negative amounts. */
  readonly discounts: Line[];
  readonly taxes: (Line & { readonly included: boolean })[];
  readonly services: Line[];
  readonly roundings: Line[];
  readonly totals: number[];
}

/** The line's kind as the adapter said it, or as its words say (older adapters, vision models). */
const kindOf = (line: ParsedReceiptLine): ParsedLineKind | "total" | "skip" => {
  const words = classifyReceiptLine(line.description);
  const never = words === "payment" || words === "subtotal" || words === "info";
  if (line.kind !== undefined && line.kind !== "item") return line.kind;
  if (words === "total") return line.kind === undefined ? "total" : "skip";
  if (never) return "skip";
  if (line.kind === "item") return line.amount < 0 ? "discount" : "item";
  if (words === "item") return line.amount < 0 ? "discount" : "item";
  return words;
};

/**
 * A line's amount in minor units, or null when it cannot be one in this currency (12.5 yen): that
 * line is left unread, the receipt is not refused for it.
 */
const lineMinor = (amount: number, currency: Currency, path: string): number | null => {
  try {
    return toMinorUnits(amount, currency, path);
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
};

const sortLines = (parsed: ParsedReceipt, currency: Currency): Read => {
  const read: Read = { items: [], discounts: [], taxes: [], services: [], roundings: [], totals: [] };
  parsed.lines.forEach((line, index) => {
    const amountMinor = lineMinor(line.amount, currency, `lines[${index}].amount`);
    if (amountMinor === null || amountMinor === 0) return;
    const kind = kindOf(line);
    const description = describe(line.description, DEFAULT_ITEM_DESCRIPTION);
    const entry = { description, amountMinor, index };
    if (kind === "total" && amountMinor > 0) read.totals.push(amountMinor);
    else if (kind === "item") read.items.push(entry);
    else if (kind === "discount") read.discounts.push({ ...entry, amountMinor: -Math.abs(amountMinor) });
    else if (kind === "service" && amountMinor > 0) read.services.push(entry);
    else if (kind === "rounding") read.roundings.push(entry);
    else if (kind === "tax" && !read.taxes.some((t) => t.amountMinor === amountMinor)) {
      // The same tax printed twice (a TOTAL GST line and the GST summary) is paid once. A negative
      // one is the tax on goods returned (an adjustment note), taken off like a discount.
      read.taxes.push({ ...entry, included: line.taxIncluded ?? isIncludedTaxLine(line.description) });
    }
  });
  return read;
};

/** One way of reading the extra lines against the items. */
interface Reading {
  readonly discounts: boolean;
  readonly taxes: readonly Line[];
  readonly services: boolean;
  /** 1 as printed, -1 sign lost by the OCR, 0 left out. */
  readonly rounding: 1 | -1 | 0;
}

/** The readings to try, the most literal first. */
const readings = (read: Read): Reading[] => {
  const flagged = read.taxes.filter((t) => !t.included);
  // As flagged, all added, none added, then each one alone (a misread line among several).
  const taxOptions: Line[][] = [flagged, read.taxes, [], ...(read.taxes.length > 1 ? read.taxes.map((t) => [t]) : [])];
  const unique = taxOptions.filter(
    (option, i) =>
      taxOptions.findIndex((o) => o.length === option.length && o.every((line, k) => line === option[k])) === i,
  );
  const out: Reading[] = [];
  for (const discounts of read.discounts.length > 0 ? [true, false] : [true])
    for (const taxes of read.taxes.length > 0 ? unique : [[]])
      for (const services of read.services.length > 0 ? [true, false] : [true])
        for (const rounding of read.roundings.length > 0 ? ([1, -1, 0] as const) : ([0] as const))
          out.push({ discounts, taxes, services, rounding });
  return out;
};

const readingSum = (read: Read, reading: Reading): number =>
  sum(read.items.map((i) => i.amountMinor)) +
  (reading.discounts ? sum(read.discounts.map((d) => d.amountMinor)) : 0) +
  sum(reading.taxes.map((t) => t.amountMinor)) +
  (reading.services ? sum(read.services.map((s) => s.amountMinor)) : 0) +
  reading.rounding * sum(read.roundings.map((r) => r.amountMinor));

/**
 * Lowers items by the negative amounts (discounts, a rounding down, goods returned, a deposit paid
 * earlier): each off the item printed just before it, else off the largest item that stays
 * positive, else (a multi-buy offer, a return worth more than any one item) shared out over the
 * items printed before it in proportion to their amounts, every one staying positive. Null when
 * one cannot be placed.
 */
const applyReductions = (items: readonly Line[], reductions: readonly Line[]): Line[] | null => {
  const out: MutableLine[] = items.map((item) => ({ ...item }));
  for (const reduction of reductions) {
    const before = out.filter((item) => item.index < reduction.index).at(-1);
    const target =
      before && before.amountMinor + reduction.amountMinor > 0
        ? before
        : [...out].sort((a, b) => b.amountMinor - a.amountMinor).find((i) => i.amountMinor + reduction.amountMinor > 0);
    if (target) target.amountMinor += reduction.amountMinor;
    else if (!shareOut(out, reduction)) return null;
  }
  return out;
};

type MutableLine = { -readonly [K in keyof Line]: Line[K] };

/** Takes a reduction off the items printed before it (all items when none is) pro rata; false when they cannot carry it. */
const shareOut = (items: MutableLine[], reduction: Line): boolean => {
  const printedBefore = items.filter((item) => item.index < reduction.index);
  const targets = printedBefore.length > 0 ? printedBefore : items;
  const base = sum(targets.map((item) => item.amountMinor));
  const off = -reduction.amountMinor;
  if (off >= base - targets.length) return false;
  let left = off;
  targets.forEach((item, i) => {
    const share = i === targets.length - 1 ? left : Math.floor((off * item.amountMinor) / base);
    item.amountMinor -= share;
    left -= share;
  });
  return targets.every((item) => item.amountMinor > 0);
};

/** The lines recorded under one reading, or null when a reduction has no item to lower. */
const recordedUnder = (read: Read, reading: Reading): Line[] | null => {
  const roundings = read.roundings.map((r) => ({ ...r, amountMinor: r.amountMinor * reading.rounding }));
  const reductions = [
    ...(reading.discounts ? read.discounts : []),
    ...roundings.filter((r) => r.amountMinor < 0),
    ...reading.taxes.filter((t) => t.amountMinor < 0),
  ];
  const items = applyReductions(read.items, reductions);
  if (!items) return null;
  return [
    ...items,
    ...reading.taxes.filter((t) => t.amountMinor > 0),
    ...(reading.services ? read.services : []),
    ...roundings.filter((r) => r.amountMinor > 0),
  ];
};

const strip = (lines: readonly Line[]): ReceiptItem[] =>
  lines.map(({ description, amountMinor }) => ({ description, amountMinor }));

/**
 * The contract's rule, on what the OCR step read (amounts already in the wallet's currency):
 * - SUBTOTAL, TOTAL, payment (CASH, CARD, CHANGE, TENDERED, BALANCE) and count lines are not items.
 * - When a total is read, the batch sums to it exactly. The items are recorded when they reconcile
 *   with it: discounts taken off the items, tax added on top as its own item (or left out when
 *   included in the prices), service charges and rounding adjustments as items of their own. The
 *   readings are tried from the most literal one; the first that makes the total wins.
 * - When none does: one item of the printed total (described by the merchant), with the items
 *   read and the mismatch in a TOTAL_MISMATCH warning. Never more than the printed total.
 * - Without a total: the items as read with the added tax, service and rounding (NO_TOTAL).
 * - No item line but a total: one item for the total. Neither: OCR_PARSE_FAILED.
 * Every amount becomes integer minor units through `toMinorUnits`; sums are integer sums. A line
 * whose amount cannot be one in the currency (12.5 yen) is left unread, never the whole receipt;
 * an unreadable total counts as none read. TOTAL_MISMATCH names the items alone and, when they
 * differ, with the other lines as printed, beside the total recorded (= `itemsTotalMinor`).
 */
export const receiptItems = (parsed: ParsedReceipt, currency: Currency): ReceiptItems => {
  const read = sortLines(parsed, currency);
  const printed =
    parsed.total === null
      ? (read.totals[0] ?? null)
      : (lineMinor(parsed.total, currency, "total") ?? read.totals[0] ?? null);
  const printedTotalMinor = printed !== null && printed > 0 ? printed : null;
  const format = (value: number) => String(fromMinorUnits(value, currency));
  const totalItem = (total: number): ReceiptItem[] => [
    { description: describe(parsed.merchant ?? "", RECEIPT_TOTAL_DESCRIPTION), amountMinor: total },
  ];

  if (read.items.length === 0) {
    if (printedTotalMinor === null) throw parseFailed("No amount found on the receipt", "lines");
    return {
      items: totalItem(printedTotalMinor),
      printedTotalMinor,
      itemsTotalMinor: printedTotalMinor,
      tax: read.taxes.length > 0 ? "included" : "none",
      warnings: [],
    };
  }

  const candidates = readings(read);
  if (printedTotalMinor === null) {
    const reading = candidates[0] as Reading;
    const recorded = recordedUnder(read, reading) ?? [...read.items, ...reading.taxes.filter((t) => t.amountMinor > 0)];
    const warnings: ReceiptWarning[] = [];
    if (reading.discounts && read.discounts.length > 0 && !recordedUnder(read, reading))
      warnings.push({ code: "DISCOUNT_IGNORED", message: "A discount line has no item to reduce" });
    const itemsTotalMinor = sum(recorded.map((i) => i.amountMinor));
    warnings.push({
      code: "NO_TOTAL",
      message: `No total found; recorded the items as read (${format(itemsTotalMinor)})`,
    });
    return {
      items: strip(recorded),
      printedTotalMinor: null,
      itemsTotalMinor,
      tax: read.taxes.length === 0 ? "none" : reading.taxes.length > 0 ? "added" : "included",
      warnings,
    };
  }

  for (const reading of candidates) {
    if (readingSum(read, reading) !== printedTotalMinor) continue;
    const recorded = recordedUnder(read, reading);
    if (!recorded) continue;
    const warnings: ReceiptWarning[] = [];
    if (!reading.discounts) {
      warnings.push({
        code: "DISCOUNT_IGNORED",
        message: "The items make the total without the discount lines: their prices already include them",
      });
    }
    return {
      items: strip(recorded),
      printedTotalMinor,
      itemsTotalMinor: printedTotalMinor,
      tax: read.taxes.length === 0 ? "none" : reading.taxes.length > 0 ? "added" : "included",
      warnings,
    };
  }

  const listed = [...read.items, ...read.discounts, ...read.taxes, ...read.services, ...read.roundings]
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_ITEMS_REPORTED)
    .map((line) => `${line.description} ${format(line.amountMinor)}`)
    .join("; ");
  const itemsAlone = sum(read.items.map((i) => i.amountMinor));
  const asPrinted = readingSum(read, candidates[0] as Reading);
  const extras =
    asPrinted === itemsAlone ? "" : ` (${format(asPrinted)} with the tax, discount, service and rounding lines)`;
  return {
    items: totalItem(printedTotalMinor),
    printedTotalMinor,
    itemsTotalMinor: printedTotalMinor,
    tax: read.taxes.length > 0 ? "included" : "none",
    warnings: [
      {
        code: "TOTAL_MISMATCH",
        message:
          `The items read add up to ${format(itemsAlone)}${extras} but the receipt total is ${format(printedTotalMinor)}; ` +
          `recorded the total as one transaction of ${format(printedTotalMinor)}. Lines read: ${listed}`,
      },
    ],
  };
};
