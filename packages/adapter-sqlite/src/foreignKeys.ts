import { DOMAIN_CONSTRAINTS, domainErrorOf, driverError } from "@finance/adapter-sql";
import type Database from "better-sqlite3";

/**
 * A row a write points at: the schema's name of the foreign key (as in DOMAIN_CONSTRAINTS, e.g.
 * `transactions_wallet_id_wallets_id_fk`) and the id the write gives it.
 */
export type Reference = readonly [constraint: string, id: string | null | undefined];

/** The tables a foreign key of the schema points at, named last in the key's name before `_id_fk`. */
const PARENT = /_(wallets|categories|tags|budgets)_id_fk$/;

const BY_NAME = new Map(DOMAIN_CONSTRAINTS.map((constraint) => [constraint.name, constraint]));

/**
 * SQLite says only "FOREIGN KEY constraint failed", never which key: PostgreSQL names it, and the
 * shared table turns the name into the domain's error. So a write that fails so (a wallet or
 * category deleted between a use case's checks and its write) looks up the rows it pointed at,
 * still inside its transaction under the write lock, and answers for the first one that is gone,
 * as PostgreSQL would for that key. Anything else is thrown as it was.
 */
export const explainMissingReference = (
  sqlite: Database.Database,
  error: unknown,
  references: () => Iterable<Reference>,
): unknown => {
  if ((driverError(error) as { code?: unknown } | null)?.code !== "SQLITE_CONSTRAINT_FOREIGNKEY") return error;
  const checked = new Set<string>();
  for (const [name, id] of references()) {
    const constraint = BY_NAME.get(name);
    const parent = PARENT.exec(name)?.[1];
    if (!constraint || !parent || id === null || id === undefined || checked.has(`${parent}:${id}`)) continue;
    checked.add(`${parent}:${id}`);
    const found = sqlite.prepare(`SELECT 1 FROM "${parent}" WHERE id = ?`).pluck().get(id);
    if (found === undefined) return domainErrorOf(constraint);
  }
  return error;
};
