import type { Currency, StatementEntry } from "@finance/domain";
import type { TextLine } from "../input/lines";
import { refuse, toEntry } from "../rows";
import type { DecimalMark } from "../values/amounts";
import { type DayOrder, parseDate } from "../values/dates";

export interface QifOptions {
  readonly currency: Currency;
  /** From the head's dates (13/01 or 01/13), else the wallet's region. */
  readonly order: DayOrder;
  readonly decimal: DecimalMark;
}

// Sections whose records are not transactions of the account (lists of accounts, categories...).
const LIST_SECTIONS = /^!(Account|Type:(Cat|Class|Memorized|Security|Prices|Invitem|Template)|Option|Clear)/i;

/**
 * QIF, a line per field: `D` date, `T` (or `U`) amount, `P` payee, `M` memo, `L` category
 * (`[Account]` is a transfer, not a category), `N` check number, `S`/`E`/`$` splits, `^` ends a
 * record. No library reads it well; a record at the end without its `^` still counts.
 */
export async function* readQif(lines: AsyncIterable<TextLine>, options: QifOptions): AsyncGenerator<StatementEntry> {
  let inList = false;
  let record: { line: number; fields: Map<string, string> } | undefined;
  for await (const { text, number } of lines) {
    const value = text.trimEnd();
    if (value === "") continue;
    if (value.startsWith("!")) {
      inList = LIST_SECTIONS.test(value);
      continue;
    }
    if (value.startsWith("^")) {
      if (record && !inList) yield rowOf(record, options);
      record = undefined;
      continue;
    }
    if (inList) continue;
    record ??= { line: number, fields: new Map() };
    const code = value[0] as string;
    // Only the first of a field counts: split lines repeat S, E and $.
    if (!record.fields.has(code)) record.fields.set(code, value.slice(1));
  }
  if (record && !inList && record.fields.has("D")) yield rowOf(record, options);
}

const rowOf = (record: { line: number; fields: Map<string, string> }, options: QifOptions): StatementEntry => {
  const get = (code: string) => record.fields.get(code);
  const rawDate = get("D");
  if (rawDate === undefined) return refuse(record.line, "MISSING_COLUMN", "The record has no D (date) line");
  const amount = get("T") ?? get("U");
  if (amount === undefined) return refuse(record.line, "MISSING_COLUMN", "The record has no T (amount) line");
  const payee = get("P");
  const memo = get("M");
  const category = get("L");
  return toEntry(
    {
      line: record.line,
      rawDate,
      date: parseDate(rawDate, options.order),
      amount,
      description: [payee, memo].filter((part) => part?.trim()).join(" - "),
      payee,
      category: category && !category.startsWith("[") ? category : undefined,
    },
    options.currency,
    options.decimal,
  );
};
