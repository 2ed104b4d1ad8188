import type { Currency } from "../money/Currency";
import { fromMinorUnits, toMinorUnits } from "../money/Money";
import { DomainError } from "../shared/DomainError";
import { MAX_DESCRIPTION_LENGTH, truncateCharacters } from "../shared/text";
import type { ParsedReceipt } from "./OcrPort";
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

const parseFailed = (message: string, path: string) =>
  new DomainError("OCR_PARSE_FAILED", message, [{ path, message }]);

const minor = (amount: number, currency: Currency, path: string): number => {
  try {
    return toMinorUnits(amount, currency, path);
  } catch (error) {
    if (error instanceof DomainError) throw parseFailed(`Receipt amount cannot be read in ${currency}`, path);
    throw error;
  }
};

/** OCR text as a description: whitespace and control characters (NUL cannot be stored) become one space. */
const describe = (text: string, fallback: string): string => {
  const clean = text.replace(/[\s\p{Cc}]+/gu, " ").trim();
  return truncateCharacters(clean.length > 0 ? clean : fallback, MAX_DESCRIPTION_LENGTH);
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * The contract's item rule, on what the OCR step read (amounts already in the wallet's currency):
 * - SUBTOTAL, TOTAL, CHANGE, CASH, card-payment (and "you saved") lines are not items.
 * - A TAX / VAT line is an item when items + tax = total (tax added on top) and not when the items
 *   alone make the total (tax included). When neither holds, the reading closer to the total is
 *   kept and the mismatch is reported. Without a total, tax lines marked "incl." are left out and
 *   the others are added.
 * - A negative line (discount, coupon) lowers the item just before it; one that cannot is reported.
 * - No item line but a total: one item for the total. Neither: OCR_PARSE_FAILED.
 * Every amount becomes integer minor units through `toMinorUnits`; sums are integer sums.
 */
export const receiptItems = (parsed: ParsedReceipt, currency: Currency): ReceiptItems => {
  const warnings: ReceiptWarning[] = [];
  const items: { description: string; amountMinor: number }[] = [];
  const taxLines: ReceiptItem[] = [];
  const totalLines: number[] = [];

  parsed.lines.forEach((line, index) => {
    const amountMinor = minor(line.amount, currency, `lines[${index}].amount`);
    if (amountMinor === 0) return;
    const kind = classifyReceiptLine(line.description);
    if (kind === "total") totalLines.push(amountMinor);
    if (kind === "tax" && amountMinor > 0)
      taxLines.push({ description: describe(line.description, "Tax"), amountMinor });
    if (kind !== "item") return;
    if (amountMinor > 0) {
      items.push({ description: describe(line.description, DEFAULT_ITEM_DESCRIPTION), amountMinor });
      return;
    }
    const previous = items.at(-1);
    if (previous && previous.amountMinor + amountMinor > 0) {
      previous.amountMinor += amountMinor;
    } else {
      warnings.push({
        code: "DISCOUNT_IGNORED",
        message: `Negative line "${describe(line.description, "?")}" has no item to reduce`,
      });
    }
  });

  const printed = parsed.total === null ? (totalLines[0] ?? null) : minor(parsed.total, currency, "total");
  const printedTotalMinor = printed !== null && printed > 0 ? printed : null;
  const format = (value: number) => String(fromMinorUnits(value, currency));

  if (items.length === 0) {
    if (printedTotalMinor === null) throw parseFailed("No amount found on the receipt", "lines");
    return {
      items: [
        { description: describe(parsed.merchant ?? "", RECEIPT_TOTAL_DESCRIPTION), amountMinor: printedTotalMinor },
      ],
      printedTotalMinor,
      itemsTotalMinor: printedTotalMinor,
      tax: taxLines.length > 0 ? "included" : "none",
      warnings,
    };
  }

  const itemsSum = sum(items.map((i) => i.amountMinor));
  const taxSum = sum(taxLines.map((t) => t.amountMinor));
  let tax: ReceiptTaxMode = "none";
  if (taxLines.length > 0) {
    if (printedTotalMinor === null) {
      tax = taxLines.every((t) => isIncludedTaxLine(t.description)) ? "included" : "added";
    } else if (itemsSum + taxSum === printedTotalMinor) {
      tax = "added";
    } else if (itemsSum === printedTotalMinor) {
      tax = "included";
    } else {
      tax =
        Math.abs(itemsSum + taxSum - printedTotalMinor) < Math.abs(itemsSum - printedTotalMinor) ? "added" : "included";
    }
  }
  const recorded = tax === "added" ? [...items, ...taxLines] : items;
  const itemsTotalMinor = sum(recorded.map((i) => i.amountMinor));

  if (printedTotalMinor === null) {
    warnings.push({
      code: "NO_TOTAL",
      message: `No total found; recorded the items as read (${format(itemsTotalMinor)})`,
    });
  } else if (itemsTotalMinor !== printedTotalMinor) {
    warnings.push({
      code: "TOTAL_MISMATCH",
      message: `Items add up to ${format(itemsTotalMinor)} but the receipt total is ${format(printedTotalMinor)}`,
    });
  }

  return { items: recorded, printedTotalMinor, itemsTotalMinor, tax, warnings };
};
