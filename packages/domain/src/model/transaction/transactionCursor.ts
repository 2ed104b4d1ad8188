import { END_OF_TIME, MIN_INSTANT } from "../../shared/dates";
import { invalidField } from "../../shared/domainErrors";
import { type Id, parseUuid, type TransactionId } from "../../shared/Id";
import type { TransactionCursor } from "./TransactionRepo";

/** Transaction pages, and the lists paged like them (budgets, transfers): default and largest size. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Opaque page cursor: the last row's date (ms, base 36) and id. */
export const encodeCursor = (cursor: TransactionCursor<Id<string>>): string =>
  `${cursor.date.getTime().toString(36)}.${cursor.id}`;

const CURSOR = /^(-?[0-9a-z]{1,11})\.([^.]+)$/;

/** Strict inverse of `encodeCursor`: anything it could not have made is a validation failure. */
export const decodeCursor = <I extends Id<string> = TransactionId>(value: string): TransactionCursor<I> => {
  const match = CURSOR.exec(value);
  const date = new Date(match?.[1] ? Number.parseInt(match[1], 36) : Number.NaN);
  const uuid = parseUuid<I>(match?.[2]);
  const inRange = date >= MIN_INSTANT && date < END_OF_TIME; // no stored row lies elsewhere; no store takes it
  if (Number.isNaN(date.getTime()) || !inRange || !uuid) throw invalidField("cursor", "Cursor is not valid");
  return { date, id: uuid };
};
