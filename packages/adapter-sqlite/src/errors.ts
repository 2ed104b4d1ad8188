import {
  budgetAlreadyExists,
  budgetMemberAlreadyExists,
  categoryAlreadyExists,
  type DomainError,
  emailAlreadyRegistered,
  sumOutOfRange,
} from "@finance/domain";
import { DrizzleQueryError } from "drizzle-orm/errors";

/** Unique indexes that carry a domain meaning, as SQLite names them in its error message. */
const UNIQUE_VIOLATIONS: readonly { marks: readonly string[]; error: () => DomainError }[] = [
  { marks: ["'users_email_lower_uq'"], error: emailAlreadyRegistered },
  { marks: ["'categories_user_name_lower_uq'"], error: categoryAlreadyExists },
  { marks: ["'budgets_owner_name_lower_uq'"], error: budgetAlreadyExists },
  {
    marks: ["'budget_members_budget_user_uq'", "budget_members.budget_id, budget_members.user_id"],
    error: budgetMemberAlreadyExists,
  },
];

/**
 * Turns a failed statement into what the port promises: a DomainError for a unique index with a
 * domain meaning, otherwise the driver's own error. Drizzle's wrapper is dropped on purpose: its
 * message carries the bound parameters (password hashes, e-mails), which must not reach a log.
 */
export const translateSqliteError = (error: unknown): unknown => {
  const cause = error instanceof DrizzleQueryError && error.cause ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  // RAISE(ABORT) of the range triggers of migration 0006_sum_range_triggers.
  if (code === "SQLITE_CONSTRAINT_TRIGGER" && cause instanceof Error && cause.message.startsWith("SUM_OUT_OF_RANGE")) {
    return sumOutOfRange();
  }
  if (code === "SQLITE_CONSTRAINT_UNIQUE" && cause instanceof Error) {
    const hit = UNIQUE_VIOLATIONS.find((v) => v.marks.some((mark) => cause.message.includes(mark)));
    if (hit) return hit.error();
  }
  return cause;
};

/** Runs a synchronous unit of work and translates its failure. */
export const guarded = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    throw translateSqliteError(error);
  }
};
