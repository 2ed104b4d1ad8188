import { END_OF_TIME, MIN_INSTANT } from "./dates";
import { invalidField } from "./domainErrors";
import { type Id, parseUuid, type UserId } from "./Id";

/** Position after which the next page of a list in creation order (created_at, id) starts. */
export interface CreationCursor {
  readonly createdAt: Date;
  /** A UUID; which list it came from is the client's word, so no kind. */
  readonly id: Id<string>;
}

/** One page of a list in creation order: `nextCursor` is null on the last page. */
export interface CreationPage<T> {
  readonly items: T[];
  readonly nextCursor: CreationCursor | null;
}

/** What a list in creation order is asked for. */
export interface CreationListQuery {
  readonly userId: UserId;
  readonly limit: number;
  readonly after?: CreationCursor;
  /** Archived records are left out unless this is true. */
  readonly includeArchived: boolean;
}

/** Wallet and category lists: the page size when none is asked for, and the most one page holds. */
export const OWNED_LIST_PAGE_SIZE = 100;

/** What a list route's query gives a list use case. */
export interface OwnedListInput {
  limit?: number;
  cursor?: string;
  /** `"true"` (or true) includes archived records. */
  archived?: string | boolean;
}

/** The answer of a list use case: the page, its size, and the opaque cursor of the next one. */
export interface OwnedList<T> {
  readonly items: T[];
  readonly limit: number;
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
}

/** Opaque cursor: the last row's creation instant (ms, base 36) and id, like the transaction list's. */
export const encodeCreationCursor = (cursor: CreationCursor): string =>
  `${cursor.createdAt.getTime().toString(36)}.${cursor.id}`;

const CURSOR = /^(-?[0-9a-z]{1,11})\.([^.]+)$/;

/** Strict inverse of `encodeCreationCursor`: anything it could not have made is a validation failure. */
export const decodeCreationCursor = (value: string): CreationCursor => {
  const match = CURSOR.exec(value);
  const createdAt = new Date(match?.[1] ? Number.parseInt(match[1], 36) : Number.NaN);
  const id = parseUuid(match?.[2]);
  const inRange = createdAt >= MIN_INSTANT && createdAt < END_OF_TIME;
  if (Number.isNaN(createdAt.getTime()) || !inRange || !id) throw invalidField("cursor", "Cursor is not valid");
  return { createdAt, id };
};

/** The store query of a list input: limit 1-100 (default 100), cursor, archived included or not. */
export const creationListQuery = (userId: UserId, input: OwnedListInput): CreationListQuery => {
  const limit = input.limit ?? OWNED_LIST_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > OWNED_LIST_PAGE_SIZE) {
    throw invalidField("limit", `limit must be an integer from 1 to ${OWNED_LIST_PAGE_SIZE}`);
  }
  const archived = input.archived;
  if (
    archived !== undefined &&
    archived !== true &&
    archived !== false &&
    archived !== "true" &&
    archived !== "false"
  ) {
    throw invalidField("archived", "archived must be true or false");
  }
  return {
    userId,
    limit,
    includeArchived: archived === true || archived === "true",
    ...(input.cursor !== undefined && { after: decodeCreationCursor(input.cursor) }),
  };
};

export const ownedListOf = <T>(limit: number, page: CreationPage<T>): OwnedList<T> => ({
  items: page.items,
  limit,
  nextCursor: page.nextCursor ? encodeCreationCursor(page.nextCursor) : null,
  hasMore: page.nextCursor !== null,
});
