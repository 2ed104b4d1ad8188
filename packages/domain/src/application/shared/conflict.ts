import type { BudgetView } from "../../model/budget/BudgetView";
import type { Transaction } from "../../model/transaction/Transaction";
import type { Transfer } from "../../model/transfer/Transfer";
import type { DomainError } from "../../shared/DomainError";
import { conflict } from "../../shared/domainErrors";

/** What a CONFLICT carries: the stored state the client's change must be applied to again. */
export type ConflictCurrent =
  | { readonly budget: BudgetView }
  | { readonly transaction: Transaction }
  | { readonly transfer: Transfer };

export const budgetConflict = (current: BudgetView): DomainError =>
  conflict("budget", current.budget.version, { budget: current } satisfies ConflictCurrent);

export const transactionConflict = (current: Transaction): DomainError =>
  conflict("transaction", current.version, { transaction: current } satisfies ConflictCurrent);

export const transferConflict = (current: Transfer): DomainError =>
  conflict("transfer", current.version, { transfer: current } satisfies ConflictCurrent);

/** The stored state a CONFLICT carries, or undefined for any other error. */
export const conflictCurrentOf = (error: DomainError): ConflictCurrent | undefined =>
  error.code === "CONFLICT" ? (error.current as ConflictCurrent | undefined) : undefined;
