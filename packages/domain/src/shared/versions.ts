import { invalidField } from "./domainErrors";

/**
 * The answer of a conditional write: written (with the stored result), or refused because the
 * stored version moved since the caller read it (with what is stored now).
 */
export type VersionedWrite<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly current: T };

/**
 * How often a PATCH without a client version is recomputed on the fresh state when another write
 * got in between. Each attempt re-reads and re-validates, so nothing is lost; the bound only stops
 * a write that loses every race from spinning.
 */
export const MAX_WRITE_ATTEMPTS = 5;

/** The version a client says its change was made against (`If-Match` or body `version`): an integer >= 1. */
export const parseExpectedVersion = (value: unknown): number | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw invalidField("version", "version must be a whole number of at least 1");
  }
  return value;
};
