const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

declare const idKind: unique symbol;

/**
 * A canonical (lower-case) UUID known to name a `Kind` of entity: only `parseUuid` makes one from
 * text, so code holding an Id never checks or normalises it again, and a wallet id cannot be
 * passed where a budget id is meant.
 */
export type Id<Kind extends string> = string & { readonly [idKind]: Kind };
export type UserId = Id<"User">;
export type WalletId = Id<"Wallet">;
export type CategoryId = Id<"Category">;
export type TransactionId = Id<"Transaction">;
export type BudgetId = Id<"Budget">;
export type BudgetMemberId = Id<"BudgetMember">;
export type TagId = Id<"Tag">;
export type TransferId = Id<"Transfer">;
export type AttachmentId = Id<"Attachment">;
export type RecurrenceId = Id<"Recurrence">;
export type PersonalAccessTokenId = Id<"PersonalAccessToken">;
export type RefreshTokenId = Id<"RefreshToken">;
/** A login session: the refresh tokens that rotated from one login. */
export type RefreshTokenFamilyId = Id<"RefreshTokenFamily">;

/**
 * THE UUID parser: a UUID in its canonical lower-case form, typed as the id it is read as, or
 * null. UUIDs are case-insensitive (RFC 9562), but a text column compares case-sensitively, so
 * ids are normalised before any look-up.
 */
export const parseUuid = <T extends Id<string> = Id<string>>(value: unknown): T | null =>
  isUuid(value) ? (value.toLowerCase() as T) : null;

/**
 * Port: source of new identifiers (UUID v7, time ordered, lower case), the other way an Id comes
 * to be: a fresh id is the id of whatever it is given to (`const id = ids.next<WalletId>()`, or
 * inferred from the field it fills).
 */
export interface IdGenerator {
  next<T extends Id<string> = Id<string>>(): T;
}

/**
 * Pure UUID v7 (RFC 9562) from a millisecond clock and a random-byte source, so every runtime
 * (Node, browser, Deno, Workers) can plug in its own `crypto.getRandomValues`.
 * Within one millisecond the 12-bit counter keeps ids strictly increasing.
 */
export const createUuidV7Generator = (
  randomBytes: (length: number) => Uint8Array,
  now: () => number = Date.now,
): IdGenerator => {
  let lastMs = -1;
  let counter = 0;
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return {
    next<T extends Id<string>>(): T {
      let ms = now();
      if (ms <= lastMs) {
        ms = lastMs;
        counter += 1;
        if (counter > 0xfff) {
          ms = lastMs + 1;
          counter = 0;
        }
      } else {
        counter = 0;
      }
      lastMs = ms;
      const bytes = randomBytes(16);
      bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
      bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
      bytes[2] = (ms >>> 24) & 0xff;
      bytes[3] = (ms >>> 16) & 0xff;
      bytes[4] = (ms >>> 8) & 0xff;
      bytes[5] = ms & 0xff;
      bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
      bytes[7] = counter & 0xff;
      bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
      const h = hex(bytes);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` as T;
    },
  };
};
