import type { BudgetView } from "../budget/BudgetView";
import type { Transaction } from "../transaction/Transaction";
import type { ErrorCode } from "./ErrorCode";

export interface ErrorDetail {
  path: string;
  message: string;
}

/** What a CONFLICT carries: the stored state the client's change must be applied to again. */
export type ConflictCurrent = { readonly budget: BudgetView } | { readonly transaction: Transaction };

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
    readonly current?: ConflictCurrent,
  ) {
    super(message);
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;

/** A validation failure on one input field, in the contract's `details` shape. */
export const invalidField = (path: string, message: string): DomainError =>
  new DomainError("VALIDATION_ERROR", message, [{ path, message }]);
