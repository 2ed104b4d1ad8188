import {
  classifyReceiptLine,
  currencyExponent,
  isCurrency,
  isIncludedTaxLine,
  type ParsedReceipt,
  type ParsedReceiptLine,
  type ReadContext,
  type ReceiptLineKind,
  receiptWords,
} from "@finance/domain";
import { type AmountToken, endsSpacedGroups, joinSpacedGroups, readAmount, splitAmount } from "./amount";
import type { OcrRow } from "./boxes";
import { classifyRow, isStrongTotal } from "./classify";
import { type CurrencyReading, isCurrencyCode, marksInText, readCurrency } from "./currency";
import { dateOrder, findCompactDate, findDateInLine, findTimeInLine, numericDatesIn } from "./dates";
import { isNotMoney } from "./notMoney";
import { rowsFromText } from "./rowsFromBoxes";
import { repairSlips } from "./slips";
import { begins, foldWords, says, saysIncluded } from "./vocabulary";

interface Row {
  readonly index: number;
  readonly text: string;
  readonly token: AmountToken | null;
  /** Signed amount in major units, or null. */
  readonly amount: number | null;
  /** A whole number on a row that would be an amount with its decimal point back ("8090"). */
  readonly undotted: number | null;
  /** How many decimal amounts the row holds (a summary table row holds several). */
  readonly amounts: number;
  readonly description: string;
  readonly kind: ReceiptLineKind;
  readonly date: string | null;
}

const RULE = /^[\s\-=_*~.#]+$/;
const NOT_A_MERCHANT =
  /^(?:date|datum|fecha|data|tarikh|time|tel|phone|fax|www|http|receipt|invoice|order|table|cashier|welcome|tax invoice|simplified|gst|reg|co\.? ?no|company|no\.|doc|bill)\b/i;
const DATE_LABEL = /\b(?:DATE|DATUM|FECHA|DATA|TARIKH|DATE\/TIME|DT)\b/;
const TIME_LABEL = /\b(?:TIME|ZEIT|UHRZEIT|HEURE|HORA|ORA|TIJD|MASA|WAKTU)\b/;
const STRONG_TOTAL =
  /GRAND\s*TOTA|TOTA[LI]\s*(?:DUE|PAYABLE|TO PAY|AMOUNT|AMT|INCL|INCLUSIVE|ROUNDED|RM|\(RM\)|SALES?\s*\(?INCL|TTC|EUR|€)|AMOUNT\s*(?:DUE|PAYABLE)|ROUNDED\s*TOTA|NETT?\s*TOTA|ZU\s*ZAHLEN|A\s*PAYER|A\s*PAGAR|DA\s*PAGARE|TE\s*BETALEN|JUMLAH\s*(?:BESAR|KESELURUHAN|BAYARAN|PERLU)|GESAMT|ENDBETRAG|TOTALE\s*(?:EURO|COMPLESSIVO)|IMPORTE\s*TOTAL|TOTAL\s*A\s*PAGAR/;
const CHANGE =
  /\b(?:CHANGE|RUCKGELD|RUECKGELD|ZURUCK|RENDU|MONNAIE|CAMBIO|VUELTO|RESTO|WISSELGELD|TERUG|BAKI|KEMBALI)\b/;
const CASH =
  /\b(?:CASH|TUNAI|BAR|BARGELD|GEGEBEN|ESPECES|EFECTIVO|ENTREGADO|CONTANTI|CONTANTE|CONTANT|KONTAN|TENDER(?:ED)?|DITERIMA|RECEIVED)\b/;

/** Cash handed over, in the languages whose cash words are not the domain's. */
const CASH_WORDS =
  /現金|现金|お預り|お預かり|預り|現金|현금|받은금액|TIEN KHACH|KHACH DUA|KHACH TRA|TIEN MAT|TUNAI|EFECTIVO|ESPECES|CONTANTI|GEGEBEN/u;
const isCashWord = (description: string) => CASH_WORDS.test(foldWords(description));

const KEYWORD_KINDS: ReadonlySet<ReceiptLineKind> = new Set([
  "total",
  "subtotal",
  "payment",
  "tax",
  "rounding",
  "service",
  "discount",
]);

/**
 * On a TOTAL, payment or tax row a decimal point the OCR read as a space ("RM 119 70", "CHANGE 0 30")
 * is put back: those rows end in money, and cents are always two digits. Item rows are left alone
 * (there "2 10" is more likely a quantity and a price).
 */
const restoreDecimalPoint = (text: string): string => {
  const lost = /(?<=^|[\s:$~]|RM)(\d{1,6}) {1,2}(\d{2})$/.exec(text);
  if (lost && KEYWORD_KINDS.has(classifyRow(text.slice(0, lost.index))))
    return `${text.slice(0, lost.index)}${lost[1]}.${lost[2]}`;
  // Tax, rounding, service and discount rows print cents: "GST @ 6% 138" is 1.38, "Rounding -001"
  // is -0.01 (a point the OCR dropped; such rows are small sums, hence three or four digits).
  const dropped = /(?<=^|[\s:$~]|RM)(-?)(\d{1,2})(\d{2})$/.exec(text);
  const label = text.slice(0, dropped?.index ?? 0);
  if (dropped && !/\d\s*$/.test(label) && CENTS_KINDS.has(classifyRow(label)))
    return `${text.slice(0, dropped.index)}${dropped[1]}${dropped[2]}.${dropped[3]}`;
  return text;
};

const CENTS_KINDS: ReadonlySet<ReceiptLineKind> = new Set(["tax", "rounding", "service", "discount"]);

/**
 * A total row whose amount is followed by a smudge the OCR read as a letter or two ("Tong cong
 * 84,500 OG"): the amount is the last number before it.
 */
const totalBeforeNoise = (text: string): AmountToken | null => {
  const trimmed = text.replace(/(?:\s+[^\s\d]{1,2}){1,2}$/u, "");
  if (trimmed === text || classifyRow(trimmed.replace(/[\d.,:'\s]+$/, "")) !== "total") return null;
  return splitAmount(trimmed, isCurrencyCode);
};

const HEADER_WORDS = new Set(
  (
    "ITEM ITEMS QTY QTP ATY OTY BTY QUANTITY PRICE S/PRICE U/P U.P UNIT AMOUNT AMT TAX DESC DESC. DESCRIPTION CODE DISC DISC% " +
    "TOTAL RM (RM) PRODUCT MENGE PREIS BETRAG ARTIKEL QTE PRIX MONTANT DESIGNATION CANT PRECIO IMPORTE QTA PREZZO IMPORTO " +
    "AANTAL PRIJS BEDRAG OMSCHRIJVING HARGA KUANTITI JUMLAH BARANG TYP NETTO BRUTTO MWST UST STEUER SATZ BASE CUOTA IVA"
  ).split(" "),
);

/** Whether two words differ by at most one letter added, dropped or changed. */
const oneSlipApart = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1);
  return tail(a, b) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
};

/** A header word, or one the OCR slipped a letter in ("QLY", "ANOUNT", "TEM") on a row without amounts. */
const isHeaderWord = (word: string, slipsAllowed: boolean): boolean => {
  const bare = word.replace(/[.:]+$/, "");
  if (HEADER_WORDS.has(word) || HEADER_WORDS.has(bare)) return true;
  return slipsAllowed && bare.length >= 3 && [...HEADER_WORDS].some((h) => h.length >= 3 && oneSlipApart(bare, h));
};

/** A column header row ("ITEM QTY S/PRICE AMOUNT TAX"): never an item, a tax line or a description. */
const isColumnHeader = (text: string): boolean => {
  const words = receiptWords(text)
    .split(/[\s:]+/)
    .filter(Boolean);
  const slipsAllowed = !/\d[.,]\d{2}/.test(text);
  return (
    words.length >= 3 && words.filter((w) => isHeaderWord(w, slipsAllowed)).length >= Math.max(3, words.length - 1)
  );
};

const letters = (text: string) => text.replace(/[^\p{L}]/gu, "").length;

/** An item row's description without its numeric columns (quantity, unit price, discount, codes). */
const itemDescription = (description: string): string => {
  const words = description.split(/\s+/).filter(Boolean);
  while (words.length > 0 && /^(?:[-+]?[\d.,x@*%/()]+|X|@|PCS?|EA|UNITS?|KG|G|RM|SR|ZR)$/i.test(words.at(-1) ?? ""))
    words.pop();
  return words.join(" ").trim();
};

const sameMinor = (a: number, b: number) => Math.round(a * 1000) === Math.round(b * 1000);

/**
 * The receipt's own decimal point: the mark most of its two-decimal amounts use ("2,99" or
 * "2.99"), or null when it prints none (or as many of each).
 */
const decimalMarkOf = (tokens: readonly (AmountToken | null)[]): "." | "," | null => {
  let dots = 0;
  let commas = 0;
  for (const token of tokens) {
    const found = /([.,])\d{2}$/.exec(token?.digits ?? "");
    if (found?.[1] === ".") dots += 1;
    if (found?.[1] === ",") commas += 1;
  }
  return dots > commas ? "." : commas > dots ? "," : null;
};

/**
 * Currencies whose receipts print whole amounts although ISO 4217 gives them minor units: rupiah
 * ("53.500" is fifty-three thousand five hundred), new Taiwan dollars, Colombian pesos, forints.
 * Their amounts are read as whole numbers; the domain still stores them in ISO minor units.
 */
const PRINTED_WITHOUT_MINOR: ReadonlySet<string> = new Set(["IDR", "TWD", "COP", "HUF"]);

/** Text as OCR gives it, made comparable: full-width forms plain, `VNĐ` as its code, single spaces. */
const cleanText = (text: string): string =>
  text
    .normalize("NFKC")
    .replace(/\bVN[ĐD]\b/giu, "VND")
    // The ideographic full stop as a separator ("¥1。718"); a space after a thousands separator.
    .replace(/(?<=\d)。/gu, ".")
    .replace(/(?<=\d[.,]) (?=\d{3}(?!\d))/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Every row read: its amount, words and date, in the receipt's currency and date order. */
const reads = (rows: readonly OcrRow[], context: ReadContext): { rows: Row[]; currency: CurrencyReading } => {
  const cleaned = repairSlips(rows.map((row) => cleanText(row.text)).filter((t) => t.length > 0 && !RULE.test(t)));
  // First the currency, from the marks as printed; it decides how the numbers are read.
  const firstTokens = cleaned.map((text) => splitAmount(text, isCurrencyCode));
  const marks = firstTokens.flatMap((token) =>
    token ? token.currencyMarks.map((mark) => ({ mark, onTotal: classifyRow(token.description) === "total" })) : [],
  );
  // Marks in the words ("AMOUNT (RM)", "Total EUR"); a mark beside the amount was counted above.
  cleaned.forEach((text, index) => {
    for (const mark of marksInText(firstTokens[index]?.description ?? text)) marks.push({ mark, onTotal: false });
  });
  const currencyReading = readCurrency(marks, context.walletCurrency ?? null);
  const currency = currencyReading.currency ?? context.walletCurrency ?? null;
  const exponent =
    currency !== null && isCurrency(currency)
      ? PRINTED_WITHOUT_MINOR.has(currency)
        ? 0
        : currencyExponent(currency)
      : null;

  const keywordRows = cleaned.map((text) => KEYWORD_KINDS.has(classifyRow(text.replace(/[\d.,:'\s]+$/, ""))));
  const groupsBySpace = cleaned.some((text, i) => keywordRows[i] && endsSpacedGroups(text));
  const texts = cleaned.map((text, i) => {
    const joined = joinSpacedGroups(text, exponent, keywordRows[i] ?? false, groupsBySpace);
    return exponent === 0 ? joined : restoreDecimalPoint(joined);
  });
  const tokens = texts.map((text) => splitAmount(text, isCurrencyCode) ?? totalBeforeNoise(text));
  const decimalMark = decimalMarkOf(tokens);

  const numeric = texts.flatMap(numericDatesIn);
  const order = dateOrder(numeric, currency, context.language);

  const read = texts.map((text, index): Row => {
    let token = tokens[index] ?? null;
    const date = findDateInLine(text, { order }) ?? findCompactDate(text);
    if (token && isNotMoney(text, token, currency)) token = null;
    let value: number | null = null;
    let undotted: number | null = null;
    if (token) {
      value = readAmount(token.digits, exponent, token.currencyMarks.length > 0, decimalMark);
      if (value === null && exponent === 2 && /^\d{3,6}$/.test(token.digits)) undotted = Number(token.digits) / 100;
    }
    const amounts = (text.match(/\d[.,]\d{2}(?!\d)/g) ?? []).length;
    const description = token ? token.description : text;
    const kind = isColumnHeader(text) ? "info" : classifyRow(letters(description) > 0 ? description : text);
    return {
      index,
      text,
      token,
      amount: value === null || token === null ? null : token.negative ? -value : value,
      undotted,
      amounts,
      description,
      kind,
      date,
    };
  });
  return { rows: read, currency: currencyReading };
};

/** A label alone on its row gives its kind and words to the bare amount on the next row. */
const joinSplitRows = (rows: readonly Row[]): Row[] =>
  rows.map((row, i) => {
    const previous = rows[i - 1];
    if (row.amount === null && row.undotted === null) return row;
    if (letters(row.description) > 0 || !previous || previous.token !== null || previous.date !== null) return row;
    if (isColumnHeader(previous.text)) return row;
    const kind = classifyReceiptLine(previous.text);
    if (kind === "item" || kind === "info") return row;
    return { ...row, description: previous.text, kind };
  });

/** "@2XRM24.35", "10 X RM.90": the quantity and unit price of the item row above, which holds the amount. */
/**
 * "@2XRM24.35", "10 X RM.90", "2 Stk x 0,35", "0,543 kg × 10,99": the quantity (or weight) and unit
 * price of the item row above, which holds the amount.
 */
const UNIT_PRICE =
  /^(?:@|\d{1,4}[X@](?:RM|\$)?\d*[.,]\d{2}$|\d{1,4}(?:[.,]\d{1,3})?(?:STK|ST|STUCK|PCS|PC|EA|KG|G|UDS?|PZ)\.?[X@×*](?:RM|\$|€|EUR)?\d*[.,]\d{2}(?:€|EUR)?(?:\/KG)?$)/i;
const isDetailOf = (row: Row, above: Row | undefined): boolean =>
  UNIT_PRICE.test(row.text.replace(/\s+/g, "")) &&
  above !== undefined &&
  above.kind === "item" &&
  above.amount !== null;

/** A row that carries the time of day ("Time 16:32.00") is never an item. */
const isTimeRow = (row: Row): boolean => TIME_LABEL.test(receiptWords(row.text)) || /\d{1,2}:\d{2}/.test(row.text);

/** A row of words alone that may name the item on the row above or below it. */
const isNameRow = (row: Row | undefined): row is Row =>
  row !== undefined && row.token === null && row.date === null && row.kind === "item" && letters(row.text) >= 2;

interface Candidate {
  readonly row: Row;
  readonly value: number;
  readonly score: number;
}

/**
 * The total paid. Every row that says TOTAL (in any of the languages) with an amount is a
 * candidate; what else the receipt prints decides between them: the cash given minus the change,
 * a card payment of the same amount, the items adding up to it. A stronger label ("GRAND TOTAL",
 * "ZU ZAHLEN", "TOTAL ROUNDED") and the later row win ties. A number whose decimal point the OCR
 * lost is taken only when such a figure confirms it. With no TOTAL row, cash minus change or the
 * card payment is the total.
 */
const paidTotal = (rows: readonly Row[]): Candidate | null => {
  const payments = rows
    .filter((r) => r.kind === "payment" && r.amount !== null && r.amount !== 0)
    .map((r) => ({ ...r, amount: Math.abs(r.amount as number) }));
  const changes = payments.filter(
    (r) => CHANGE.test(receiptWords(r.description)) || begins("change", foldWords(r.description)),
  );
  const tendered = payments.filter((r) => !changes.includes(r));
  const cash = tendered.filter((r) => CASH.test(receiptWords(r.description)) || isCashWord(r.description));
  const cards = tendered.filter((r) => !cash.includes(r));
  const paid: number[] = [];
  // What was handed over (cash, or a payment line of another kind) minus the change given back.
  for (const given of tendered) {
    for (const back of changes)
      if (back.index > given.index && given.amount > back.amount)
        paid.push(Math.round((given.amount - back.amount) * 100) / 100);
  }
  const firstTotal = rows.findIndex((r) => r.kind === "total" || r.kind === "subtotal");
  const itemSum =
    Math.round(
      rows
        .filter(
          (r) => r.kind === "item" && r.amount !== null && r.date === null && (firstTotal < 0 || r.index < firstTotal),
        )
        .reduce((s, r) => s + (r.amount as number) * 100, 0),
    ) / 100;

  const support = (value: number): number => {
    let score = 0;
    if (paid.some((p) => sameMinor(p, value))) score += 3;
    if (cards.some((c) => sameMinor(c.amount, value))) score += 2;
    if (changes.length === 0 && cash.some((c) => sameMinor(c.amount, value))) score += 1;
    if (itemSum > 0 && sameMinor(itemSum, value)) score += 1;
    return score;
  };

  const roundings = rows.filter((r) => r.kind === "rounding" && r.amount !== null && r.amount !== 0);
  const candidates: Candidate[] = [];
  for (const row of rows) {
    if (row.kind !== "total") continue;
    const words = receiptWords(row.description || row.text);
    const label = STRONG_TOTAL.test(words) || isStrongTotal(row.description || row.text) ? 1 : 0;
    const table = row.amounts >= 2 ? -2 : 0;
    if (row.amount !== null && row.amount > 0) {
      candidates.push({ row, value: row.amount, score: 2 + label + table + support(row.amount) });
      // A total printed before its rounding adjustment: what was paid is the total plus the adjustment.
      for (const rounding of roundings) {
        for (const sign of [1, -1]) {
          const value = Math.round((row.amount + sign * Math.abs(rounding.amount as number)) * 100) / 100;
          if (value > 0 && support(value) >= 2)
            candidates.push({ row: rounding, value, score: 1 + label + support(value) });
        }
      }
    } else if (row.undotted !== null && support(row.undotted) >= 2) {
      candidates.push({ row, value: row.undotted, score: 1 + label + support(row.undotted) });
    }
  }
  if (candidates.length === 0) {
    const evidenced = totalByEvidence(rows, support);
    if (evidenced) return evidenced;
    const fallback = paid[0] ?? cards[0]?.amount;
    const row = rows.find((r) => r.kind === "payment");
    return fallback !== undefined && row ? { row, value: fallback, score: 0 } : null;
  }
  return candidates.reduce((best, c) =>
    c.score > best.score || (c.score === best.score && c.row.index > best.row.index) ? c : best,
  );
};

/**
 * With no total word read (a double-width 合計 the OCR lost, Hangul it cannot read), the total is
 * the amount the receipt itself proves: the subtotal plus the tax added on top, the cash given
 * minus the change, the items before it adding up to it, a card paying it (never the subtotal
 * when tax is added on top); an amount printed
 * twice or more (total, tendered, card slip) counts for it too. It must be proven twice over
 * (score 3) and be no smaller than any item.
 */
/** The first unlabelled row that prints what at least two item rows above it add up to. */
const runningSubtotal = (rows: readonly Row[]): Row | undefined => {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    if (row.kind !== "item" || row.amount === null || row.date !== null) continue;
    const hundredths = Math.round(row.amount * 100);
    if (count >= 2 && hundredths === sum) return row;
    sum += hundredths;
    count += 1;
  }
  return undefined;
};

const totalByEvidence = (rows: readonly Row[], support: (value: number) => number): Candidate | null => {
  const amounts = rows.filter((r) => r.amount !== null && r.amount > 0 && r.date === null && r.kind !== "tax");
  const subtotalRow =
    rows.find((r) => r.kind === "subtotal" && r.amount !== null && r.amount > 0) ?? runningSubtotal(rows);
  const addedTax = subtotalRow
    ? [
        ...new Set(
          rows
            .filter(
              (r) =>
                r.index > subtotalRow.index &&
                r.kind === "tax" &&
                r.amount !== null &&
                !isIncludedTaxLine(r.text) &&
                !saysIncluded(r.text),
            )
            .map((r) => r.amount as number),
        ),
      ].reduce((sum, v) => sum + Math.round(v * 100), 0) / 100
    : 0;
  let best: Candidate | null = null;
  for (const first of amounts) {
    const value = first.amount as number;
    if (amounts.find((r) => sameMinor(r.amount as number, value)) !== first) continue;
    // The total stands below what it adds up: of the rows printing it, the last that is not a
    // payment (an item row printing the same amount above it stays an item).
    const row = amounts.filter((r) => sameMinor(r.amount as number, value) && r.kind !== "payment").at(-1) ?? first;
    const before = amounts.filter((r) => r.index < row.index && r.kind === "item" && r !== subtotalRow);
    if (before.some((r) => (r.amount as number) > value)) continue;
    // With tax added on top, the subtotal is what the total is not.
    if (subtotalRow && addedTax > 0 && sameMinor(subtotalRow.amount as number, value)) continue;
    const itemSum = before.reduce((sum, r) => sum + Math.round((r.amount as number) * 100), 0) / 100;
    let score = support(value) + amounts.filter((r) => sameMinor(r.amount as number, value)).length - 1;
    if (subtotalRow && addedTax > 0 && row.index > subtotalRow.index)
      if (sameMinor(Math.round(((subtotalRow.amount as number) + addedTax) * 100) / 100, value)) score += 3;
    if (before.length >= 2 && sameMinor(itemSum, value)) score += 2;
    if (score >= 3 && (best === null || score > best.score)) best = { row, value, score };
  }
  return best;
};

/**
 * Puts back the item prices whose decimal point the OCR lost, but only when with them the items
 * add up exactly to a total or subtotal the receipt prints: otherwise "2120" may as well be a code.
 */
const restoreUndotted = (
  lines: ParsedReceiptLine[],
  undotted: readonly { at: number; line: ParsedReceiptLine }[],
  targets: readonly number[],
): void => {
  if (undotted.length === 0) return;
  const hundredths = (values: readonly ParsedReceiptLine[]) =>
    values.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  const items = lines.filter((l) => l.kind === undefined || l.kind === "item" || l.kind === "discount");
  const sum = hundredths(items) + hundredths(undotted.map((u) => u.line));
  if (!targets.some((t) => Math.round(t * 100) === sum)) return;
  for (const { at, line } of [...undotted].reverse()) lines.splice(at, 0, line);
};

const merchantOf = (rows: readonly Row[]): string | null => {
  for (const row of rows.slice(0, 6)) {
    if (row.amount !== null || row.date) continue;
    const count = letters(row.text);
    if (count < 3 || count < row.text.replace(/\s/g, "").length / 2 || NOT_A_MERCHANT.test(row.text)) continue;
    return row.text;
  }
  return null;
};

/** The receipt's date, with the printed time of day when there is one (`YYYY-MM-DDTHH:mm:ss`). */
const dateOf = (rows: readonly Row[]): string | null => {
  // A card's expiry ("EXP 31/05/18", "有効期限") and a printed-at line are not the purchase date.
  const dated = rows.filter((r) => {
    if (r.date === null) return false;
    const folded = foldWords(r.text);
    return !/\bEXP(?:IRY|\.)?\b|VALID/.test(folded) && !says("expiry", folded) && !says("printed", folded);
  });
  const chosen =
    dated.find((r) => DATE_LABEL.test(receiptWords(r.text)) || says("date", foldWords(r.text))) ?? dated[0];
  if (!chosen?.date) return null;
  const near = rows.filter((r) => Math.abs(r.index - chosen.index) <= 3);
  const time =
    findTimeInLine(chosen.text.replace(/\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}/, " ")) ??
    near.map((r) => (TIME_LABEL.test(receiptWords(r.text)) ? findTimeInLine(r.text) : null)).find((t) => t !== null) ??
    near
      .map((r) => (r.amount === null ? findTimeInLine(r.text.replace(/\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}/, " ")) : null))
      .find((t) => t !== null) ??
    null;
  return time === null ? chosen.date : `${chosen.date}T${time}`;
};

/**
 * Turns printed rows into `{merchant, date, currency, currencyHints, lines, total}`:
 * - each row's amount is the number at its right end (`splitAmount`, `readAmount`): in a
 *   multi-column row (QTY PRICE DISC AMOUNT TAX-CODE) that is the line amount;
 * - items are the rows above the first SUBTOTAL / TOTAL / payment row whose words are not a
 *   keyword; discounts, TAX / VAT (with "incl." or not), service charge and rounding rows are lines
 *   of their own kind; payment, change, count and date rows are never lines;
 * - `total` is the paid total (`paidTotal`);
 * - `currency` only from a code or a symbol one currency alone uses; shared marks are hints.
 * Nothing is summed or reconciled here: that is the domain's `receiptItems`.
 */
export const readReceipt = (ocrRows: readonly OcrRow[], context: ReadContext = {}): ParsedReceipt => {
  const read = reads(ocrRows, context);
  const rows = joinSplitRows(read.rows);
  const { currency, hints } = read.currency;
  const total = paidTotal(rows);
  const endOfItems = rows.findIndex(
    (r) =>
      (r.kind === "subtotal" || r.kind === "total" || r.kind === "payment") &&
      (r.amount !== null || r.undotted !== null),
  );
  const lastLine = total ? total.row.index : rows.length;
  // Items stand above the paid total (a receipt may print sections with totals of their own,
  // "Total 0% supplies"), and never below a payment.
  const firstPayment = rows.findIndex((r) => r.kind === "payment" && r.amount !== null);
  const itemsEnd = Math.min(
    total && (total.row.kind === "total" || total.row.kind === "item")
      ? total.row.index
      : endOfItems < 0
        ? rows.length
        : endOfItems,
    firstPayment < 0 ? rows.length : firstPayment,
  );

  // Tills that print the item's name on its own row put it above the numbers or below them, the
  // same way on the whole receipt: the first such row tells which (below when nothing names it above).
  const firstBare = rows.findIndex(
    (r, i) =>
      r.kind === "item" &&
      (r.amount !== null || r.undotted !== null) &&
      (endOfItems < 0 || i < endOfItems) &&
      letters(itemDescription(r.description)) < 2,
  );
  const namesBelow = firstBare >= 0 && !isNameRow(rows[firstBare - 1]) && isNameRow(rows[firstBare + 1]);
  /** An item row's name: its own words, else the name row above or below it (as the till prints them). */
  const nameOf = (row: Row, i: number): string => {
    const description = itemDescription(row.description);
    if (letters(description) >= 2) return description;
    const named = namesBelow ? rows[i + 1] : rows[i - 1];
    return isNameRow(named) && (namesBelow || i > 1) ? named.text : description;
  };

  const lines: ParsedReceiptLine[] = [];
  // What the items read so far add up to, in hundredths: a later unlabelled row printing exactly
  // that is their subtotal (a 小計 or "Summe" whose label the OCR lost), not another item.
  let runningSum = 0;
  let itemsSoFar = 0;
  const taxes: ParsedReceiptLine[] = [];
  const lateTaxes: ParsedReceiptLine[] = [];
  // Item prices whose decimal point the OCR lost ("2120" for 21.20), with where they stand.
  const undotted: { at: number; line: ParsedReceiptLine }[] = [];
  rows.forEach((row, i) => {
    if (row.amount === null && row.undotted !== null && row.kind === "item" && i < itemsEnd && row.date === null)
      if (!isDetailOf(row, rows[i - 1]) && !isTimeRow(row))
        undotted.push({ at: lines.length, line: { description: nameOf(row, i), amount: row.undotted } });
    if (row.amount === null || row.amount === 0 || row.date !== null) return;
    const inItems = i < itemsEnd;
    if (row.kind === "item" && inItems && !isDetailOf(row, rows[i - 1]) && !isTimeRow(row)) {
      const hundredths = Math.round(row.amount * 100);
      if (itemsSoFar >= 2 && hundredths === runningSum) return;
      runningSum += hundredths;
      itemsSoFar += 1;
      const description = nameOf(row, i);
      lines.push(
        row.amount < 0 ? { description, amount: row.amount, kind: "discount" } : { description, amount: row.amount },
      );
    } else if (row.kind === "discount" && i <= lastLine) {
      lines.push({ description: row.description, amount: -Math.abs(row.amount), kind: "discount" });
    } else if (row.kind === "tax") {
      // A tax printed negative is the tax on goods returned ("GST: -0.07" on an adjustment note).
      const line: ParsedReceiptLine = {
        description: row.description,
        amount: row.amount,
        kind: "tax",
        taxIncluded: isIncludedTaxLine(row.text) || saysIncluded(row.text),
      };
      (i <= lastLine ? taxes : lateTaxes).push(line);
    } else if ((row.kind === "service" || row.kind === "rounding") && i <= lastLine) {
      lines.push({ description: row.description, amount: row.amount, kind: row.kind });
    }
  });
  restoreUndotted(lines, undotted, [
    ...(total ? [total.value] : []),
    ...rows.filter((r) => r.kind === "subtotal" && r.amount !== null).map((r) => r.amount as number),
  ]);
  lines.push(...(taxes.length > 0 ? taxes : lateTaxes));

  return {
    merchant: merchantOf(rows),
    date: dateOf(rows),
    currency,
    ...(hints.length > 0 && { currencyHints: hints }),
    lines,
    total: total?.value ?? null,
  };
};

/** The same reader on plain OCR text (one printed row per line), for engines that give no boxes. */
export const readReceiptText = (text: string, context: ReadContext = {}): ParsedReceipt =>
  readReceipt(rowsFromText(text), context);
