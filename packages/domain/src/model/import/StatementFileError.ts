import type { ErrorDetail } from "../../shared/DomainError";

/** The contract's codes for a bank file that cannot be read at all. */
export type StatementFileErrorCode =
  | "UNSUPPORTED_IMPORT_FORMAT"
  | "IMPORT_MAPPING_REQUIRED"
  | "IMPORT_TOO_MANY_ROWS"
  | "PAYLOAD_TOO_LARGE";

/** What exactly was wrong, stable for tests and logs (the code alone says how to answer). */
export type StatementFileFault =
  | "UNKNOWN_FORMAT"
  | "BINARY"
  | "MALFORMED"
  | "TRUNCATED"
  | "MAPPING_REQUIRED"
  | "MAPPING_INVALID"
  | "TOO_MANY_ROWS"
  | "LINE_TOO_LONG";

/**
 * A whole-file failure of a StatementReader. The import use case turns it into the answer; it
 * never leaves a half-read file behind, since nothing is recorded while a file is read.
 */
export class StatementFileError extends Error {
  override readonly name = "StatementFileError";

  constructor(
    readonly code: StatementFileErrorCode,
    readonly fault: StatementFileFault,
    message: string,
    readonly details?: readonly ErrorDetail[],
  ) {
    super(message);
  }
}

export const isStatementFileError = (value: unknown): value is StatementFileError =>
  value instanceof StatementFileError;

export const unknownStatementFormat = (): StatementFileError =>
  new StatementFileError(
    "UNSUPPORTED_IMPORT_FORMAT",
    "UNKNOWN_FORMAT",
    "The file is not a CSV, OFX, QFX, QIF or CAMT.053 statement",
  );

export const binaryStatementFile = (): StatementFileError =>
  new StatementFileError("UNSUPPORTED_IMPORT_FORMAT", "BINARY", "The file is binary, not a text bank statement");

/** Broken syntax: a CSV quote never closed, XML that is not well formed. */
export const malformedStatement = (format: string, reason: string, line?: number): StatementFileError =>
  new StatementFileError(
    "UNSUPPORTED_IMPORT_FORMAT",
    "MALFORMED",
    `The ${format} file is malformed${line === undefined ? "" : ` at line ${line}`}: ${reason}`,
    line === undefined ? undefined : [{ path: `line ${line}`, message: reason }],
  );

export const truncatedStatement = (format: string, reason: string): StatementFileError =>
  new StatementFileError("UNSUPPORTED_IMPORT_FORMAT", "TRUNCATED", `The ${format} file is truncated: ${reason}`);

/** The CSV header names no date, amount (or debit and credit) or description column: `details` holds the header. */
export const mappingRequired = (header: readonly string[], missing: readonly string[]): StatementFileError =>
  new StatementFileError(
    "IMPORT_MAPPING_REQUIRED",
    "MAPPING_REQUIRED",
    `The CSV header does not show the ${missing.join(", ")} column; send a mapping that names them`,
    header.map((name, index) => ({ path: `header[${index}]`, message: name.slice(0, 200) })),
  );

/** A mapping that names a column the header does not have, or names no amount. */
export const mappingInvalid = (message: string, header: readonly string[]): StatementFileError =>
  new StatementFileError(
    "IMPORT_MAPPING_REQUIRED",
    "MAPPING_INVALID",
    message,
    header.map((name, index) => ({ path: `header[${index}]`, message: name.slice(0, 200) })),
  );

export const tooManyStatementRows = (limit: number): StatementFileError =>
  new StatementFileError("IMPORT_TOO_MANY_ROWS", "TOO_MANY_ROWS", `The file has more than ${limit} rows`);

export const statementLineTooLong = (limit: number, line?: number): StatementFileError =>
  new StatementFileError(
    "PAYLOAD_TOO_LARGE",
    "LINE_TOO_LONG",
    `A line${line === undefined ? "" : ` near line ${line}`} is longer than ${limit} characters; a bank statement has no such line`,
  );
