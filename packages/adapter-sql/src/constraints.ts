import {
  budgetAlreadyExists,
  budgetMemberAlreadyExists,
  budgetNotFound,
  categoryAlreadyExists,
  type DomainError,
  emailAlreadyRegistered,
  sumOutOfRange,
  tagAlreadyExists,
  tagNotFound,
  walletNotFound,
} from "@finance/domain";
import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * Constraints with a domain meaning, by the name the schemas give them. PostgreSQL reports the
 * name; SQLite names an expression index in its message and lists the columns of a plain one.
 */
export interface DomainConstraint {
  readonly name: string;
  readonly kind: "unique" | "foreign key";
  /** How SQLite's message lists a plain unique index's columns. */
  readonly columns?: string;
  /** The catalogue's factory: one code, one message, whoever throws it. */
  readonly error: () => DomainError;
}

export const DOMAIN_CONSTRAINTS: readonly DomainConstraint[] = [
  {
    name: "users_email_lower_uq",
    kind: "unique",
    error: emailAlreadyRegistered,
  },
  {
    name: "categories_user_name_lower_uq",
    kind: "unique",
    error: categoryAlreadyExists,
  },
  {
    name: "budgets_owner_name_lower_uq",
    kind: "unique",
    error: budgetAlreadyExists,
  },
  {
    name: "budget_members_budget_user_uq",
    kind: "unique",
    columns: "budget_members.budget_id, budget_members.user_id",
    error: budgetMemberAlreadyExists,
  },
  {
    name: "budget_members_budget_id_budgets_id_fk",
    kind: "foreign key",
    error: budgetNotFound,
  },
  {
    name: "tags_user_name_lower_uq",
    kind: "unique",
    error: tagAlreadyExists,
  },
  {
    // A tag deleted between the use case's ownership check and the link's insert.
    name: "transaction_tags_tag_id_tags_id_fk",
    kind: "foreign key",
    error: () => tagNotFound(),
  },
  {
    name: "transactions_wallet_id_wallets_id_fk",
    kind: "foreign key",
    error: walletNotFound,
  },
];

/** What the range triggers raise: PostgreSQL names these constraints, SQLite's message starts with the code. */
export const SUM_RANGE_CONSTRAINTS: ReadonlySet<string> = new Set([
  "wallets_balance_range",
  "user_currency_totals_range",
]);
export const SUM_RANGE_MESSAGE = "SUM_OUT_OF_RANGE";

export const domainErrorOf = (constraint: DomainConstraint): DomainError => constraint.error();

export { sumOutOfRange };

/**
 * The driver's error under Drizzle's wrapper. The wrapper is dropped on purpose: its message
 * carries the bound parameters (password hashes, e-mails), which must not reach a log.
 */
export const driverError = (error: unknown): unknown =>
  error instanceof DrizzleQueryError && error.cause ? error.cause : error;
