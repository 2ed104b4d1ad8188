import type { ErrorCode } from "./ErrorCode";

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The one error type of the domain. Use cases and adapters throw it for every expected failure,
 * always made by a factory of the catalogue (domainErrors.ts); the HTTP layer maps `code` to a
 * status in a single table and never inspects classes.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly ErrorDetail[],
    /** CONFLICT only: the stored state (see application/shared/conflict.ts). */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
