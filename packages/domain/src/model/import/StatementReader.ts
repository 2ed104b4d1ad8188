import type { Currency } from "../money/Currency";

/** The bank-file formats the service reads, found from the file's content. */
export const STATEMENT_FORMATS = ["csv", "ofx", "qfx", "qif", "camt053"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Date layouts a CSV `mapping` may name; the reader otherwise decides from the file's own dates. */
export const STATEMENT_DATE_FORMATS = [
  "YYYY-MM-DD",
  "YYYYMMDD",
  "DD.MM.YYYY",
  "DD/MM/YYYY",
  "MM/DD/YYYY",
  "DD-MM-YYYY",
  "MM-DD-YYYY",
  "DD.MM.YY",
  "DD/MM/YY",
  "MM/DD/YY",
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/**
 * The contract's CSV `mapping`: columns named by their header text, for a header the reader does
 * not recognise. Either `amount` or `debit` + `credit`.
 */
export interface CsvColumnMapping {
  readonly date: string;
  readonly amount?: string;
  readonly debit?: string;
  readonly credit?: string;
  readonly description: string;
  readonly payee?: string;
  readonly category?: string;
  readonly externalId?: string;
  readonly currency?: string;
  readonly dateFormat?: StatementDateFormat;
  readonly decimal?: "." | ",";
  /** `expense-positive`: the file prints spending as a positive amount. */
  readonly sign?: "signed" | "expense-positive";
}

/** One transaction read from the file. */
export interface StatementRow {
  readonly status: "read";
  /** 1-based line of the file where the row (or its record) starts. */
  readonly line: number;
  /** Calendar date as the bank printed it, `YYYY-MM-DD`. */
  readonly date: string;
  /** Signed integer minor units of `currency`: negative is money out. Never 0. */
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly description: string;
  readonly payee?: string;
  /** The bank's own id of the transaction (OFX FITID, CAMT AcctSvcrRef, an id column). */
  readonly externalId?: string;
  /** The category name the file gives, as written. */
  readonly category?: string;
}

/** Why a row could not be read; stable strings the import answers in its `reason`. */
export const STATEMENT_REFUSALS = [
  "UNREADABLE_DATE",
  "UNREADABLE_AMOUNT",
  "TOO_MANY_DECIMALS",
  "ZERO_AMOUNT",
  "CURRENCY_MISMATCH",
  "MISSING_COLUMN",
  "PENDING_ENTRY",
] as const;
export type StatementRefusal = (typeof STATEMENT_REFUSALS)[number];

/** A row the file has but that cannot become a transaction; the rest of the file goes on. */
export interface RefusedStatementRow {
  readonly status: "refused";
  readonly line: number;
  readonly reason: StatementRefusal;
  /** Names the value and what was expected, for a person reading the preview. */
  readonly message: string;
}

export type StatementEntry = StatementRow | RefusedStatementRow;

export interface StatementReadOptions {
  /** The wallet's currency: amounts are read in its minor units; a row in another currency is refused. */
  readonly currency: Currency;
  readonly mapping?: CsvColumnMapping;
  /** More entries than this fail the file with IMPORT_TOO_MANY_ROWS. */
  readonly maxRows?: number;
  /** A line (CSV record) longer than this many characters fails the file with PAYLOAD_TOO_LARGE. */
  readonly maxLineLength?: number;
}

/** An opened statement: its format is known, its entries are read as they are consumed. */
export interface OpenedStatement {
  readonly format: StatementFormat;
  /**
   * Entries in file order, read lazily with memory that does not grow with the file. A fault
   * found late (a truncated file, a broken quote) throws a StatementFileError from the iteration,
   * after earlier entries were yielded: a caller keeps nothing of a file whose iteration threw.
   */
  readonly entries: AsyncIterable<StatementEntry>;
}

/**
 * Port: reads a bank file's bytes. `open` resolves once the format is found (and, for CSV, the
 * columns), or rejects with a StatementFileError.
 */
export interface StatementReader {
  open(bytes: AsyncIterable<Uint8Array>, options: StatementReadOptions): Promise<OpenedStatement>;
}
