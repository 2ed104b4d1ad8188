import { invalidField } from "../../shared/domainErrors";

/** The header a client sends on a POST to make its retries safe (Stripe's convention). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long the first answer of a key is kept and replayed. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Printable ASCII, the space included (header values cannot carry other bytes safely). */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** A key as a client sent it, checked: 1 to 255 printable ASCII characters, else VALIDATION_ERROR naming the header. */
export const parseIdempotencyKey = (value: string): string => {
  if (value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(value)) {
    throw invalidField(
      IDEMPOTENCY_KEY_HEADER,
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
    );
  }
  return value;
};
