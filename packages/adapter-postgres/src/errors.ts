import {
  budgetAlreadyExists,
  budgetMemberAlreadyExists,
  budgetNotFound,
  categoryAlreadyExists,
  type DomainError,
  emailAlreadyRegistered,
  sumOutOfRange,
  walletNotFound,
} from "@finance/domain";
import { DrizzleQueryError } from "drizzle-orm/errors";

/** Constraints with a domain meaning, by the name PostgreSQL reports (SQLSTATE 23505 / 23503). */
const CONSTRAINTS: Readonly<Record<string, { sqlstate: string; error: () => DomainError }>> = {
  users_email_lower_uq: { sqlstate: "23505", error: emailAlreadyRegistered },
  categories_user_name_lower_uq: { sqlstate: "23505", error: categoryAlreadyExists },
  budgets_owner_name_lower_uq: { sqlstate: "23505", error: budgetAlreadyExists },
  budget_members_budget_user_uq: { sqlstate: "23505", error: budgetMemberAlreadyExists },
  budget_members_budget_id_budgets_id_fk: { sqlstate: "23503", error: budgetNotFound },
  transactions_wallet_id_wallets_id_fk: { sqlstate: "23503", error: walletNotFound },
};

/** Raised by the range triggers of migration 0006_sum_range_triggers (SQLSTATE 23514). */
const SUM_RANGE_CONSTRAINTS = new Set(["wallets_balance_range", "user_currency_totals_range"]);

/**
 * Turns a failed statement into what the port promises: a DomainError for a constraint with a
 * domain meaning (also when two writers race: the database decides), otherwise the driver's own
 * error. Drizzle's wrapper is dropped on purpose: its message carries the bound parameters
 * (password hashes, e-mails), which must not reach a log.
 */
export const translatePostgresError = (error: unknown): unknown => {
  const cause = error instanceof DrizzleQueryError && error.cause ? error.cause : error;
  const { code, constraint_name: constraint } = (cause ?? {}) as { code?: unknown; constraint_name?: unknown };
  if (typeof constraint === "string") {
    const known = CONSTRAINTS[constraint];
    if (known && known.sqlstate === code) return known.error();
    if (code === "23514" && SUM_RANGE_CONSTRAINTS.has(constraint)) return sumOutOfRange();
  }
  return cause;
};

/** Awaits a unit of work and translates its failure. */
export const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw translatePostgresError(error);
  }
};
