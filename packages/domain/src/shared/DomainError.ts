import type { ErrorCode } from "./ErrorCode";

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The one error type of the domain. Use cases throw it for every expected failure;
 * the HTTP layer maps `code` to a status in a single table and never inspects classes.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly ErrorDetail[],
    /** CONFLICT only: the stored state (see `conflict` in shared/conflict.ts). */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/** A validation failure on one input field, in the contract's `details` shape. */
export const invalidField = (path: string, message: string): DomainError =>
  new DomainError("VALIDATION_ERROR", message, [{ path, message }]);
