import { classifyReceiptLine, currencyExponent, isCurrency, type ParsedReceipt } from "@finance/domain";
import { type AmountToken, CURRENCY_SYMBOLS, readAmount, splitAmount } from "./amount";
import { findDateInLine } from "./receiptDate";

/**
 * ISO codes that are also everyday receipt words or abbreviations (a CUP of coffee, a PEN, ALL
 * items, a MOP, KGS, a BTN...). They never count as currencies; the common codes (USD, EUR, GBP,
 * JPY, CHF...) are not among them.
 */
const CODE_WORDS = new Set(
  "ALL AMD BAM BOB BOV BTN CHE CHW CLF COU CUP DOP ERN GEL KGS LAK MAD MDL MNT MOP MXV NAD PAB PEN RON SHP SOS STN SVC TOP TRY USN UYI UYW".split(
    " ",
  ),
);

export const isCurrencyCode = (code: string): boolean => isCurrency(code) && !CODE_WORDS.has(code);

const currencyOf = (mark: string): string | null => CURRENCY_SYMBOLS[mark] ?? (isCurrencyCode(mark) ? mark : null);

const RULE = /^[\s\-=_*~.#]+$/;
const NOT_A_MERCHANT = /^(?:date|datum|time|tel|phone|fax|www|http|receipt|invoice|order|table|cashier|welcome)\b/i;

interface Line {
  readonly text: string;
  readonly token: AmountToken | null;
  readonly date: string | null;
}

/**
 * Picks the receipt's currency from the marks printed next to amounts: a code counts twice a
 * symbol (so `CAD` beats the `$` it is written with), marks on TOTAL lines twice again.
 * Ties go to the mark seen first.
 */
const detectCurrency = (lines: readonly Line[]): string | null => {
  const votes = new Map<string, number>();
  for (const line of lines) {
    if (!line.token) continue;
    const onTotal = classifyReceiptLine(line.token.description) === "total" ? 2 : 1;
    for (const mark of line.token.currencyMarks) {
      const code = currencyOf(mark);
      if (code === null) continue;
      const weight = (mark in CURRENCY_SYMBOLS ? 1 : 2) * onTotal;
      votes.set(code, (votes.get(code) ?? 0) + weight);
    }
  }
  let best: string | null = null;
  for (const [code, score] of votes) {
    if (best === null || score > (votes.get(best) ?? 0)) best = code;
  }
  return best;
};

const merchantOf = (lines: readonly Line[]): string | null => {
  for (const line of lines.slice(0, 5)) {
    if (line.token || line.date) continue;
    const letters = line.text.replace(/[^\p{L}]/gu, "").length;
    if (letters < 2 || letters < line.text.replace(/\s/g, "").length / 2 || NOT_A_MERCHANT.test(line.text)) continue;
    return line.text;
  }
  return null;
};

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Turns the text an OCR engine read off a receipt into `{merchant, date, currency, lines, total}`.
 * - An amount is the number at the end of a line (see `splitAmount` and `readAmount`).
 * - SUBTOTAL, payment (CASH, CHANGE, card) and "you saved" lines are left out; the first TOTAL
 *   line gives `total` and is left out too; TAX / VAT lines stay (the domain decides whether
 *   they are items). The keywords are the domain's (`classifyReceiptLine`).
 * - A line that holds the receipt's date is not an item line. A bare amount on the line right
 *   after a line of text (the OCR split the row) takes that text as its description.
 * Nothing is summed or checked here: `lines` and `total` are what was printed.
 */
export const parseReceiptText = (text: string): ParsedReceipt => {
  const lines: Line[] = text
    .split(/\r?\n/)
    .map(clean)
    .filter((line) => line.length > 0 && !RULE.test(line))
    .map((line) => ({ text: line, token: splitAmount(line, isCurrencyCode), date: null }));

  const currency = detectCurrency(lines);
  const exponent = currency !== null && isCurrency(currency) ? currencyExponent(currency) : null;

  let date: string | null = null;
  const dated = lines.map((line) => {
    const found = findDateInLine(line.text, { currency });
    if (found && date === null) date = found;
    return { ...line, date: found };
  });

  const items: { description: string; amount: number }[] = [];
  let total: number | null = null;
  dated.forEach((line, index) => {
    if (!line.token || line.date) return;
    const value = readAmount(line.token.digits, exponent, line.token.currencyMarks.length > 0);
    if (value === null || value === 0) return;
    const amount = line.token.negative ? -value : value;
    let description = line.token.description;
    const previous = dated[index - 1];
    if (description === "" && previous && !previous.token && !previous.date && index > 1) {
      description = previous.text;
    }
    const kind = classifyReceiptLine(description);
    if (kind === "total") {
      if (total === null && amount > 0) total = amount;
      return;
    }
    if (kind === "item" || kind === "tax") items.push({ description, amount });
  });

  return { merchant: merchantOf(dated), date, currency, lines: items, total };
};
