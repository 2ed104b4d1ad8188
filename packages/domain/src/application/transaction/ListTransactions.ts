import { parseTransactionType, type Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  MAX_PAGE_SIZE,
} from "../../model/transaction/transactionCursor";
import { parseRangeBound } from "../../shared/dates";
import { invalidField, rangeReversed } from "../../shared/domainErrors";
import { type CategoryId, parseUuid, type TagId, type UserId, type WalletId } from "../../shared/Id";
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
