import {
  DOMAIN_CONSTRAINTS,
  domainErrorOf,
  driverError,
  SUM_RANGE_CONSTRAINTS,
  sumOutOfRange,
} from "@finance/adapter-sql";
import { storeUnavailable } from "@finance/domain";

const SQLSTATE = { unique: "23505", "foreign key": "23503" } as const;
const BY_NAME = new Map(DOMAIN_CONSTRAINTS.map((constraint) => [constraint.name, constraint]));

/**
 * Failures after which the server has rolled the transaction back, or never began it: a
 * serialisation failure, a deadlock, a lock not granted in time, a statement stopped by
 * statement_timeout, too many connections, a server starting or stopping; and a connection
 * refused or not made in time. The same request may be sent again. A connection lost
 * mid-statement is not among them: whether a commit landed is unknown.
 */
const UNAVAILABLE = new Set(["40001", "40P01", "55P03", "57014", "53300", "57P03", "ECONNREFUSED", "CONNECT_TIMEOUT"]);

/**
 * Turns a failed statement into what the port promises: a DomainError for a constraint with a
 * domain meaning (the shared constraint table; also when two writers race: the database
 * decides) or for a store that could not take the work, otherwise the driver's own error.
 */
export const translatePostgresError = (error: unknown): unknown => {
  const cause = driverError(error);
  const { code, constraint_name: name } = (cause ?? {}) as { code?: unknown; constraint_name?: unknown };
  if (typeof name === "string") {
    const known = BY_NAME.get(name);
    if (known && SQLSTATE[known.kind] === code) return domainErrorOf(known);
    // The range triggers (SQLSTATE 23514).
    if (code === "23514" && SUM_RANGE_CONSTRAINTS.has(name)) return sumOutOfRange();
  }
  if (typeof code === "string" && UNAVAILABLE.has(code)) return storeUnavailable();
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
