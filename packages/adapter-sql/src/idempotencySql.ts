import type { IdempotencyClaim, IdempotencyRecord, StoredResponse } from "@finance/domain";
import { and, eq, isNull, lte, type SQL } from "drizzle-orm";
import { storedId } from "./mappers";
import type { IdempotencyKeysTable } from "./tables";

/** An idempotency key's row as both stores read it back. */
export interface IdempotencyRow {
  readonly userId: string;
  readonly key: string;
  readonly token: string;
  readonly requestHash: string;
  readonly lockedUntil: Date;
  readonly expiresAt: Date;
  readonly responseStatus: number | null;
  readonly responseBody: string | null;
  readonly responseContentType: string | null;
}

/** The row of one user's key. */
export const idempotencyKeyIs = (keys: IdempotencyKeysTable, { userId, key }: Omit<IdempotencyClaim, "token">): SQL =>
  and(eq(keys.userId, userId), eq(keys.key, key)) as SQL;

/** The row while `claim` still holds it in progress (what complete and release may change). */
export const heldInProgress = (keys: IdempotencyKeysTable, claim: IdempotencyClaim): SQL =>
  and(idempotencyKeyIs(keys, claim), eq(keys.token, claim.token), isNull(keys.responseStatus)) as SQL;

/** Rows whose 24 hours are over at `now`. */
export const idempotencyExpired = (keys: IdempotencyKeysTable, now: Date): SQL => lte(keys.expiresAt, now);

export const toIdempotencyRecord = (row: IdempotencyRow): IdempotencyRecord => ({
  userId: storedId(row.userId),
  key: row.key,
  token: row.token,
  requestHash: row.requestHash,
  lockedUntil: row.lockedUntil,
  expiresAt: row.expiresAt,
  response:
    row.responseStatus === null
      ? null
      : { status: row.responseStatus, body: row.responseBody ?? "", contentType: row.responseContentType },
});

/** The columns a claim writes (a fresh in-progress row, or over an expired or abandoned one). */
export const idempotencyRow = (record: IdempotencyRecord): IdempotencyRow => ({
  userId: record.userId,
  key: record.key,
  token: record.token,
  requestHash: record.requestHash,
  lockedUntil: record.lockedUntil,
  expiresAt: record.expiresAt,
  responseStatus: null,
  responseBody: null,
  responseContentType: null,
});

/** The columns `complete` sets. */
export const responseColumns = (response: StoredResponse) => ({
  responseStatus: response.status,
  responseBody: response.body,
  responseContentType: response.contentType,
});
