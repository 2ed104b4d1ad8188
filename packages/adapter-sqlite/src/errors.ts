import { DOMAIN_CONSTRAINTS, domainErrorOf, driverError, SUM_RANGE_MESSAGE, sumOutOfRange } from "@finance/adapter-sql";
import { storeUnavailable } from "@finance/domain";

/** SQLite's message names an expression index (`index 'users_email_lower_uq'`) or lists a plain one's columns. */
const UNIQUE_MARKS = DOMAIN_CONSTRAINTS.filter((c) => c.kind === "unique").map((constraint) => ({
  constraint,
  marks: [`'${constraint.name}'`, ...(constraint.columns ? [constraint.columns] : [])],
}));

/**
 * The database stayed locked past busy_timeout (another process's write, or a checkpoint): the
 * statement did not run and better-sqlite3 rolled its transaction back, so nothing was written.
 */
export const isBusy = (code: unknown): boolean =>
  typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));

/**
 * Turns a failed statement into what the port promises: a DomainError for a unique index with a
 * domain meaning (the shared constraint table) or for a locked database, otherwise the driver's own error.
 */
export const translateSqliteError = (error: unknown): unknown => {
  const cause = driverError(error);
  const code = (cause as { code?: unknown } | null)?.code;
  // RAISE(ABORT) of the range triggers.
  if (code === "SQLITE_CONSTRAINT_TRIGGER" && cause instanceof Error && cause.message.startsWith(SUM_RANGE_MESSAGE)) {
    return sumOutOfRange();
  }
  if (code === "SQLITE_CONSTRAINT_UNIQUE" && cause instanceof Error) {
    const hit = UNIQUE_MARKS.find((u) => u.marks.some((mark) => cause.message.includes(mark)));
    if (hit) return domainErrorOf(hit.constraint);
  }
  if (isBusy(code)) return storeUnavailable();
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
