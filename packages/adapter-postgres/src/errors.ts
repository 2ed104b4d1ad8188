import {
  DOMAIN_CONSTRAINTS,
  domainErrorOf,
  driverError,
  SUM_RANGE_CONSTRAINTS,
  sumOutOfRange,
} from "@finance/adapter-sql";

const SQLSTATE = { unique: "23505", "foreign key": "23503" } as const;
const BY_NAME = new Map(DOMAIN_CONSTRAINTS.map((constraint) => [constraint.name, constraint]));

/**
 * Turns a failed statement into what the port promises: a DomainError for a constraint with a
 * domain meaning (the shared constraint table; also when two writers race: the database
 * decides), otherwise the driver's own error.
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
