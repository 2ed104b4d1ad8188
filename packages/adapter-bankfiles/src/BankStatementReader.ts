import {
  binaryStatementFile,
  type Currency,
  type OpenedStatement,
  type StatementEntry,
  type StatementReader,
  type StatementReadOptions,
  tooManyStatementRows,
  unknownStatementFormat,
} from "@finance/domain";
import { camtHandlers } from "./camt/camtHandlers";
import { openCsv } from "./csv/readCsv";
import { type DetectedFormat, detectFormat } from "./detectFormat";
import { decodeHead, decodeText, type EncodingFound, findEncoding, looksBinary } from "./input/encoding";
import { peekBytes } from "./input/head";
import { readLines } from "./input/lines";
import { ofxSgmlReader } from "./ofx/sgml";
import { ofxStatementBuilder } from "./ofx/statementBuilder";
import { ofxXmlHandlers } from "./ofx/xml";
import { readQif } from "./qif/readQif";
import { type DecimalMark, decimalEvidence } from "./values/amounts";
import { type DayOrder, dayOrderEvidence } from "./values/dates";
import { readXml } from "./xml/xmlElements";

/** Bytes read before the format, the encoding and a CSV's header are decided. */
export const HEAD_BYTES = 128 * 1024;
/** No line of a real bank file comes near this; a longer one fails the file instead of filling memory. */
export const DEFAULT_MAX_LINE_LENGTH = 64 * 1024;

// Wallet currencies of the countries that print the month first (01/13/2024).
const MONTH_FIRST_CURRENCIES = new Set(["USD", "PHP"]);

/**
 * The StatementReader: finds the format from the content, decodes UTF-8 (with or without BOM),
 * UTF-16 with a BOM, or Windows-1252, and reads the rows as they are consumed.
 */
export class BankStatementReader implements StatementReader {
  async open(bytes: AsyncIterable<Uint8Array>, options: StatementReadOptions): Promise<OpenedStatement> {
    const { head, all } = await peekBytes(bytes, HEAD_BYTES);
    const encoding = findEncoding(head);
    if (looksBinary(head, encoding.encoding)) throw binaryStatementFile();
    const headText = decodeHead(head, encoding);
    if (headText.trim() === "") throw unknownStatementFormat();
    const detected = detectFormat(headText);
    if (!detected) throw unknownStatementFormat();
    const entries = entriesOf(detected, headText, all, encoding, options);
    return { format: detected.format, entries: limitRows(await entries, options.maxRows) };
  }
}

const entriesOf = async (
  detected: DetectedFormat,
  headText: string,
  bytes: AsyncIterable<Uint8Array>,
  encoding: EncodingFound,
  options: StatementReadOptions,
): Promise<AsyncIterable<StatementEntry>> => {
  const text = decodeText(bytes, encoding);
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  const { currency } = options;
  switch (detected.syntax) {
    case "csv":
      return openCsv(headText, text, {
        currency,
        maxLineLength,
        defaultDayOrder: defaultOrder(currency),
        ...(options.mapping ? { mapping: options.mapping } : {}),
      });
    case "lines":
      return readQif(readLines(text, maxLineLength), {
        currency,
        order: qifOrder(headText) ?? defaultOrder(currency),
        decimal: qifDecimal(headText),
      });
    case "sgml":
      return readOfxSgml(text, currency, maxLineLength);
    case "xml": {
      const out: StatementEntry[] = [];
      const drain = () => out.splice(0);
      const handlers =
        detected.format === "camt053"
          ? camtHandlers(currency, out)
          : ofxXmlHandlers(ofxStatementBuilder(currency, out));
      return readXml(text, detected.format === "camt053" ? "CAMT.053" : "OFX", handlers, drain, maxLineLength);
    }
  }
};

async function* readOfxSgml(
  text: AsyncIterable<string>,
  currency: Currency,
  maxLineLength: number,
): AsyncGenerator<StatementEntry> {
  const out: StatementEntry[] = [];
  const reader = ofxSgmlReader(ofxStatementBuilder(currency, out), maxLineLength);
  for await (const chunk of text) {
    reader.write(chunk);
    yield* out.splice(0);
  }
  reader.end();
  yield* out.splice(0);
}

async function* limitRows(
  entries: AsyncIterable<StatementEntry>,
  maxRows: number | undefined,
): AsyncGenerator<StatementEntry> {
  let count = 0;
  for await (const entry of entries) {
    count++;
    if (maxRows !== undefined && count > maxRows) throw tooManyStatementRows(maxRows);
    yield entry;
  }
}

const defaultOrder = (currency: Currency): DayOrder =>
  MONTH_FIRST_CURRENCIES.has(currency) ? "month-first" : "day-first";

const qifLines = (headText: string, code: string): string[] =>
  headText
    .split(/\r\n|\r|\n/)
    .filter((line) => line.startsWith(code))
    .map((line) => line.slice(1));

const qifOrder = (headText: string): DayOrder | undefined => {
  for (const date of qifLines(headText, "D")) {
    const evidence = dayOrderEvidence(date);
    if (evidence) return evidence;
  }
  return undefined;
};

const qifDecimal = (headText: string): DecimalMark => {
  for (const amount of qifLines(headText, "T")) {
    const evidence = decimalEvidence(amount);
    if (evidence) return evidence;
  }
  return ".";
};
