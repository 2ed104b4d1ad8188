import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type CsvColumnMapping,
  type Currency,
  malformedStatement,
  mappingRequired,
  type StatementEntry,
  statementLineTooLong,
} from "@finance/domain";
import { CsvError, parse } from "csv-parse";
import { refuse, toEntry } from "../rows";
import { type DecimalMark, decimalEvidence } from "../values/amounts";
import { type DayOrder, dayOrderEvidence, orderOfFormat, parseDate } from "../values/dates";
import { type Columns, hasMappedColumns, isHeader, mappedColumns, missingRoles, recogniseColumns } from "./columns";
import { type Dialect, findDialect, HEADER_SEARCH_RECORDS } from "./dialect";

export interface CsvOptions {
  readonly currency: Currency;
  readonly mapping?: CsvColumnMapping;
  readonly maxLineLength: number;
  /** Order used when no date in the head can tell (a wallet in US dollars: month first). */
  readonly defaultDayOrder: DayOrder;
}

interface CsvPlan {
  readonly delimiter: string;
  readonly columns: Columns;
  /** Undefined until a date shows it (13/01 or 01/13): rows wait for it, at most HELD_ROWS of them. */
  readonly order: DayOrder | undefined;
  readonly decimal: DecimalMark;
  readonly expensePositive: boolean;
}

/**
 * Finds the delimiter, the header row and its columns, the date order and the decimal mark from
 * the head of a CSV, then returns its rows as they stream. Fails with IMPORT_MAPPING_REQUIRED
 * when the header shows no date, amount or description and no mapping was given.
 */
export const openCsv = (
  headText: string,
  text: AsyncIterable<string>,
  options: CsvOptions,
): AsyncIterable<StatementEntry> => {
  const dialect = findDialect(headText, options.mapping);
  if (!dialect) throw malformedStatement("CSV", "no delimiter (, ; tab or |) splits its lines");
  const plan = planFrom(dialect, options);
  return readRows(text, plan, options);
};

const planFrom = (dialect: Dialect, options: CsvOptions): CsvPlan => {
  const { mapping } = options;
  if (dialect.headerIndex === undefined) {
    const first = dialect.records.find((record) => record.some((cell) => cell.trim() !== "")) ?? [];
    const columns = recogniseColumns(first);
    throw mappingRequired(first, mapping ? ["mapped"] : missingRoles(columns));
  }
  const header = dialect.records[dialect.headerIndex] as string[];
  const columns = mapping ? mappedColumns(header, mapping) : recogniseColumns(header);
  const body = dialect.records.slice(dialect.headerIndex + 1);
  return {
    delimiter: dialect.delimiter,
    columns,
    order: (mapping?.dateFormat && orderOfFormat(mapping.dateFormat)) || orderFromEvidence(body, columns),
    decimal: mapping?.decimal ?? decimalFromEvidence(body, columns) ?? (dialect.delimiter === ";" ? "," : "."),
    expensePositive: mapping?.sign === "expense-positive",
  };
};

const orderFromEvidence = (records: readonly string[][], columns: Columns): DayOrder | undefined => {
  if (columns.date === undefined) return undefined;
  for (const record of records) {
    const evidence = dayOrderEvidence(record[columns.date] ?? "");
    if (evidence) return evidence;
  }
  return undefined;
};

const decimalFromEvidence = (records: readonly string[][], columns: Columns): DecimalMark | undefined => {
  const amountColumns = [columns.amount, columns.debit, columns.credit].filter((index) => index !== undefined);
  for (const record of records) {
    for (const index of amountColumns) {
      const evidence = decimalEvidence(record[index] ?? "");
      if (evidence) return evidence;
    }
  }
  return undefined;
};

async function* readRows(
  text: AsyncIterable<string>,
  plan: CsvPlan,
  options: CsvOptions,
): AsyncGenerator<StatementEntry> {
  let parsedThrough = 0;
  const parser = parse({
    delimiter: plan.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: options.maxLineLength,
    info: true,
    // Called as each record is parsed, before any is consumed: where the next record begins.
    on_record: (record, context) => {
      parsedThrough = context.lines;
      return record;
    },
  });
  const feeding = pipeline(Readable.from(text), parser).catch(() => {
    // The parser's own iteration below throws the same failure.
  });
  let headerSeen = false;
  let records = 0;
  let current = plan;
  const held: { record: string[]; line: number }[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      records++;
      if (!headerSeen) {
        // The same rule that found the header in the head finds it again here.
        headerSeen =
          records <= HEADER_SEARCH_RECORDS &&
          (options.mapping ? hasMappedColumns(record, options.mapping) : isHeader(record));
        continue;
      }
      if (record.every((cell) => cell.trim() === "")) continue;
      const line = info.lines - newlines(record);
      if (current.order === undefined) {
        const evidence =
          plan.columns.date === undefined ? undefined : dayOrderEvidence(record[plan.columns.date] ?? "");
        if (evidence === undefined && held.length < HELD_ROWS) {
          held.push({ record, line });
          continue;
        }
        current = { ...current, order: evidence ?? options.defaultDayOrder };
        yield* held.splice(0).map((waiting) => rowOf(waiting.record, waiting.line, current, options.currency));
      }
      yield rowOf(record, line, current, options.currency);
    }
  } catch (error) {
    throw csvFailure(error, options.maxLineLength, parsedThrough + 1);
  }
  await feeding;
  // No date in the whole file told the order: the wallet's region decides.
  current = { ...current, order: current.order ?? options.defaultDayOrder };
  yield* held.splice(0).map((waiting) => rowOf(waiting.record, waiting.line, current, options.currency));
}

/**
 * Rows held while no date has shown the file's order (every day so far 12 or less): enough for
 * weeks of a busy account, few enough that memory stays bounded. Past them the default decides.
 */
const HELD_ROWS = 5_000;

const newlines = (record: readonly string[]): number =>
  record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** `recordStart`: the line after the last record parsed, where the failing record begins (blank lines aside). */
const csvFailure = (error: unknown, maxLineLength: number, recordStart: number): unknown => {
  if (!(error instanceof CsvError)) return error;
  if (error.code === "CSV_MAX_RECORD_SIZE") return statementLineTooLong(maxLineLength, recordStart);
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    return malformedStatement("CSV", "a quote opened in this record is never closed", recordStart);
  }
  return malformedStatement("CSV", error.message.replace(/^[^:]*:\s*/, "").slice(0, 200), recordStart);
};

const DEBIT_WORDS = /^(af|s|soll|d|db|dr|debit|dbit|debito|debe|cargo|-)$/i;
const CREDIT_WORDS = /^(bij|h|haben|c|cr|credit|crdt|credito|haber|abono|\+)$/i;

const rowOf = (record: readonly string[], line: number, plan: CsvPlan, currency: Currency): StatementEntry => {
  const { columns } = plan;
  const cell = (index: number | undefined): string | undefined => (index === undefined ? undefined : record[index]);
  const rawDate = cell(columns.date);
  if (rawDate === undefined) return refuse(line, "MISSING_COLUMN", "The row has no date column");
  const common = {
    line,
    rawDate,
    date: parseDate(rawDate, plan.order ?? "day-first"),
    currency: cell(columns.currency),
    description: cell(columns.description) ?? "",
    payee: cell(columns.payee),
    externalId: cell(columns.externalId),
    category: cell(columns.category),
  };
  if (columns.amount !== undefined) {
    const amount = cell(columns.amount);
    if (amount === undefined) return refuse(line, "MISSING_COLUMN", "The row has no amount column");
    const direction = cell(columns.direction)?.trim() ?? "";
    if (DEBIT_WORDS.test(direction))
      return toEntry({ ...common, amount, absolute: true, sign: -1 }, currency, plan.decimal);
    if (CREDIT_WORDS.test(direction))
      return toEntry({ ...common, amount, absolute: true, sign: 1 }, currency, plan.decimal);
    return toEntry({ ...common, amount, sign: plan.expensePositive ? -1 : 1 }, currency, plan.decimal);
  }
  const debit = cell(columns.debit)?.trim() ?? "";
  const credit = cell(columns.credit)?.trim() ?? "";
  if (debit === "" && credit === "" && record.length <= Math.max(columns.debit ?? 0, columns.credit ?? 0)) {
    return refuse(line, "MISSING_COLUMN", "The row has no debit or credit column");
  }
  if (isEmptyAmount(debit) && isEmptyAmount(credit)) {
    return refuse(line, "UNREADABLE_AMOUNT", "The row has neither a debit nor a credit amount");
  }
  return isEmptyAmount(debit)
    ? toEntry({ ...common, amount: credit, absolute: true, sign: 1 }, currency, plan.decimal)
    : toEntry({ ...common, amount: debit, absolute: true, sign: -1 }, currency, plan.decimal);
};

// A debit or credit cell left empty, or printed as a zero, a dash.
const isEmptyAmount = (cell: string): boolean => cell === "" || /^[-–]$/.test(cell) || /^0+([.,]0+)?$/.test(cell);
