import type { CsvColumnMapping } from "@finance/domain";
import { parse } from "csv-parse/sync";
import { hasMappedColumns, isHeader } from "./columns";

export const DELIMITERS = [";", ",", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** How many records at the top may come before the header (account number, period, balance lines). */
export const HEADER_SEARCH_RECORDS = 30;

/** The head's complete lines parsed with one delimiter; undefined when the head is not CSV with it. */
export const headRecords = (headText: string, delimiter: Delimiter): string[][] | undefined => {
  const cut = Math.max(headText.lastIndexOf("\n"), headText.lastIndexOf("\r"));
  const complete = cut >= 0 ? headText.slice(0, cut + 1) : headText;
  const records = (to: number) =>
    parse(complete, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to,
    }) as string[][];
  try {
    return records(HEADER_SEARCH_RECORDS);
  } catch (error) {
    // A fault after the header (a quote never closed, or one cut by the head's end) is the
    // streaming read's to report, with its line: the records before it still show the layout.
    const before = (error as { records?: number }).records ?? 0;
    if (before < 1) return undefined;
    try {
      return records(Math.min(before, HEADER_SEARCH_RECORDS));
    } catch {
      return undefined;
    }
  }
};

export interface Dialect {
  readonly delimiter: Delimiter;
  /** Index among non-empty records of the header row; undefined when no header was recognised. */
  readonly headerIndex: number | undefined;
  readonly records: readonly string[][];
}

const findHeader = (records: readonly string[][], mapping: CsvColumnMapping | undefined): number | undefined => {
  const index = records.findIndex((record) => (mapping ? hasMappedColumns(record, mapping) : isHeader(record)));
  return index < 0 ? undefined : index;
};

/**
 * The delimiter under which a header row appears among the first records; without one, the
 * delimiter that splits the first lines most evenly (for the mapping a person must then give).
 * Undefined when no delimiter splits the head at all: it is not a CSV.
 */
export const findDialect = (headText: string, mapping: CsvColumnMapping | undefined): Dialect | undefined => {
  let fallback: { dialect: Dialect; score: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const records = headRecords(headText, delimiter);
    if (!records || records.length === 0) continue;
    const headerIndex = findHeader(records, mapping);
    if (headerIndex !== undefined) return { delimiter, headerIndex, records };
    // Without a header, it is a CSV only if most of its first lines split into several cells.
    const widths = records.map((record) => record.length).filter((width) => width > 1);
    const tabular = widths.length >= Math.min(2, records.length) && widths.length * 2 >= records.length;
    const score = tabular ? widths.length * Math.min(...widths) : 0;
    if (score > 0 && (fallback === undefined || score > fallback.score)) {
      fallback = { dialect: { delimiter, headerIndex: undefined, records }, score };
    }
  }
  return fallback?.dialect;
};
