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
  try {
    return parse(complete, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: HEADER_SEARCH_RECORDS,
    }) as string[][];
  } catch {
    return undefined;
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
    const widths = records.map((record) => record.length).filter((width) => width > 1);
    const score = widths.length === 0 ? 0 : widths.length * Math.min(...widths);
    if (score > 0 && (fallback === undefined || score > fallback.score)) {
      fallback = { dialect: { delimiter, headerIndex: undefined, records }, score };
    }
  }
  return fallback?.dialect;
};
