import type { BudgetView } from "../budget/BudgetView";
import type { Transaction } from "../transaction/Transaction";
import { DomainError } from "./DomainError";

/** What a CONFLICT carries: the stored state the client's change must be applied to again. */
export type ConflictCurrent = { readonly budget: BudgetView } | { readonly transaction: Transaction };

export const conflict = (message: string, current: ConflictCurrent): DomainError =>
  new DomainError("CONFLICT", message, undefined, current);

/** The stored state a CONFLICT carries, or undefined for any other error. */
export const conflictCurrentOf = (error: DomainError): ConflictCurrent | undefined =>
  error.code === "CONFLICT" ? (error.current as ConflictCurrent | undefined) : undefined;
