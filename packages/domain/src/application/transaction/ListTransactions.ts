import { parseTransactionType, type Transaction } from "../../model/transaction/Transaction";
import type { TransactionCursor, TransactionRepo } from "../../model/transaction/TransactionRepo";
import { END_OF_TIME, MIN_INSTANT, parseRangeBound } from "../../shared/dates";
import { invalidField, rangeReversed } from "../../shared/domainErrors";
import {
  type CategoryId,
  type Id,
  parseUuid,
  type TagId,
  type TransactionId,
  type UserId,
  type WalletId,
} from "../../shared/Id";
import { hasControlCharacters, normaliseText } from "../../shared/text";

export interface ListTransactionsInput {
  limit?: number;
  cursor?: string;
  from?: string;
  to?: string;
  walletId?: string;
  categoryId?: string;
  /** Transactions with any of these tags: ids repeated (`tagId=a&tagId=b`) and/or comma separated. */
  tagId?: string | readonly string[];
  type?: string;
  q?: string;
}

export interface TransactionList {
  readonly items: Transaction[];
  readonly limit: number;
  readonly nextCursor: string | null;
}

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

const parseFilterId = <T extends WalletId | CategoryId>(
  value: string | undefined,
  path: "walletId" | "categoryId",
): T | undefined => {
  if (value === undefined) return undefined;
  const id = parseUuid<T>(value);
  if (!id) throw invalidField(path, `${path} is not a valid id`);
  return id;
};

/** At most this many tag ids in one list's `tagId` filter. */
export const MAX_TAG_FILTER = 20;

/** The `tagId` filter: every id a UUID, repeated and comma-separated forms alike, duplicates folded. */
const parseTagFilter = (value: string | readonly string[] | undefined): TagId[] | undefined => {
  if (value === undefined) return undefined;
  const parts = (typeof value === "string" ? [value] : value).flatMap((item) => item.split(","));
  const ids = new Set<TagId>();
  for (const part of parts) {
    const id = parseUuid<TagId>(part.trim());
    if (!id) throw invalidField("tagId", "tagId is not a valid id");
    ids.add(id);
  }
  if (ids.size > MAX_TAG_FILTER) throw invalidField("tagId", `tagId names at most ${MAX_TAG_FILTER} tags`);
  return [...ids].sort();
};

export class ListTransactions {
  constructor(private readonly transactions: TransactionRepo) {}

  async execute(userId: UserId, input: ListTransactionsInput = {}): Promise<TransactionList> {
    const limit = input.limit ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw invalidField("limit", `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
    const from = parseRangeBound(input.from, "from");
    const to = parseRangeBound(input.to, "to");
    if (from && to && from >= to) {
      throw rangeReversed();
    }
    if (input.q !== undefined && hasControlCharacters(input.q)) {
      throw invalidField("q", "q must not contain control characters");
    }
    const walletId = parseFilterId<WalletId>(input.walletId, "walletId");
    const categoryId = parseFilterId<CategoryId>(input.categoryId, "categoryId");
    const tagIds = parseTagFilter(input.tagId);
    const page = await this.transactions.list({
      userId,
      limit,
      ...(input.cursor !== undefined && { after: decodeCursor(input.cursor) }),
      ...(from && { from }),
      ...(to && { to }),
      ...(walletId && { walletId }),
      ...(categoryId && { categoryId }),
      ...(tagIds && { tagIds }),
      ...(input.type !== undefined && { type: parseTransactionType(input.type) }),
      // Descriptions are stored in NFC, so the search term is too.
      ...(input.q !== undefined && input.q.trim() !== "" && { q: normaliseText(input.q.trim()) }),
    });
    return { items: page.items, limit, nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null };
  }
}
