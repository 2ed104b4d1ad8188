import { createReadStream } from "node:fs";
import { join } from "node:path";
import {
  type Currency,
  isStatementFileError,
  type OpenedStatement,
  type StatementEntry,
  type StatementReadOptions,
} from "@finance/domain";
import { BankStatementReader } from "../src";

export const fixture = (name: string): string => join(import.meta.dirname, "fixtures", name);

/**
 * A fixture as the upload would stream it, in small chunks so that characters, CRLFs, tags and
 * quoted fields are cut between chunks.
 */
export const fileBytes = (name: string, chunkSize = 61): AsyncIterable<Uint8Array> =>
  createReadStream(fixture(name), { highWaterMark: chunkSize });

export const bytesOf = async function* (...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === "string" ? new TextEncoder().encode(part) : part;
};

export const openWith = (
  bytes: AsyncIterable<Uint8Array>,
  currency: string,
  extra: Partial<StatementReadOptions> = {},
) => new BankStatementReader().open(bytes, { currency: currency as Currency, ...extra });

export const collect = async (opened: OpenedStatement): Promise<StatementEntry[]> => {
  const entries: StatementEntry[] = [];
  for await (const entry of opened.entries) entries.push(entry);
  return entries;
};

export const readFixture = async (name: string, currency: string, extra: Partial<StatementReadOptions> = {}) => {
  const opened = await openWith(fileBytes(name), currency, extra);
  return { format: opened.format, entries: await collect(opened) };
};

/** The StatementFileError a promise rejects with (fails the test if it resolves or throws anything else). */
export const fileError = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isStatementFileError(error)) return error;
    throw error;
  }
  throw new Error("expected a StatementFileError, but the file was read");
};
