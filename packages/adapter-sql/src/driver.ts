import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import type { SqlDialect } from "./dialect";

/** A row as the driver returns it: column aliases to driver values (decode with `selection`). */
export type Row = Readonly<Record<string, unknown>>;
/** The values of a prepared statement's placeholders (`sql.placeholder(name)`), by name. */
export type Values = Readonly<Record<string, unknown>>;

/**
 * A statement built once, on first use (the tables may not exist before the migrations run), and
 * rendered once per driver: its values are `sql.placeholder`s filled per call. Building and
 * rendering Drizzle SQL was a fifth of a request's CPU on the hot paths, so hot reads use these.
 * Placeholders take driver values as they are (ids, text, numbers): no column encoding is applied.
 */
export class Prepared {
  private built: SQL | undefined;
  constructor(private readonly build: () => SQL) {}
  get statement(): SQL {
    this.built ??= this.build();
    return this.built;
  }
}
export const prepared = (build: () => SQL): Prepared => new Prepared(build);

/** A statement to run: Drizzle SQL rendered on each call, or a prepared one. */
export type Statement = SQL | Prepared;

/** One statement of a transaction's plan: its rows are what the `yield` gives back. */
export interface Step {
  readonly kind: "rows" | "run";
  readonly statement: Statement;
  readonly values?: Values;
}

/**
 * Atomic work with more than one statement, written once as a generator: it yields each statement
 * and receives its result. better-sqlite3 runs it synchronously inside its write transaction (no
 * await, so no other request's statements can come in between), postgres.js awaits each step
 * inside `sql.begin`. A plan throws a DomainError to roll the transaction back.
 */
export type Plan<T> = Generator<Step, T, unknown>;

/**
 * A row a write points at: the schema's name of the foreign key (as in DOMAIN_CONSTRAINTS) and the
 * id the write gives it. SQLite's foreign key error names no key, so its driver looks these up to
 * answer with the domain's error, as PostgreSQL's named constraint does.
 */
export type ForeignKeyReference = readonly [constraint: string, id: string | null | undefined];

/**
 * How a dialect runs statements: what the shared repositories (`repositories/`) are written
 * against. `rows`, `one` and `run` (the number of rows changed) run one statement, outside any
 * explicit transaction; `transaction` runs a plan atomically. Every method turns a driver's failure
 * into what the ports promise (the dialect's error translation).
 */
export interface SqlDriver {
  readonly dialect: SqlDialect;
  /** True where a plan must take row locks (`FOR UPDATE`, PostgreSQL); SQLite's writers queue on one lock. */
  readonly locksRows: boolean;
  rows(statement: Statement, values?: Values): Promise<Row[]>;
  /**
   * The rows as arrays in the select list's order: for the widest hot reads (a list page), where
   * building an object per row cost a third of the read on better-sqlite3.
   */
  arrays(statement: Statement, values?: Values): Promise<unknown[][]>;
  one(statement: Statement, values?: Values): Promise<Row | undefined>;
  run(statement: Statement, values?: Values): Promise<number>;
  /** `references`: what the plan's writes point at, for a foreign key that fails (see ForeignKeyReference). */
  transaction<T>(plan: () => Plan<T>, references?: () => Iterable<ForeignKeyReference>): Promise<T>;
}

/** Inside a plan: `const rows = yield* rowsOf(statement)`. */
export function* rowsOf(statement: Statement, values?: Values): Plan<Row[]> {
  return (yield { kind: "rows", statement, ...(values && { values }) }) as Row[];
}
/** Inside a plan: the first row, or undefined. */
export function* oneOf(statement: Statement, values?: Values): Plan<Row | undefined> {
  return (yield* rowsOf(statement, values))[0];
}
/** Inside a plan: runs a write, giving back the number of rows it changed. */
export function* runOf(statement: Statement, values?: Values): Plan<number> {
  return (yield { kind: "run", statement, ...(values && { values }) }) as number;
}

/**
 * Drives a plan to its end with `execute` answering each step: synchronously (SQLite's driver,
 * whose `execute` returns the result) or awaited (PostgreSQL's, through `drivePlanAsync`).
 */
export const drivePlan = <T>(plan: Plan<T>, execute: (step: Step) => unknown): T => {
  let next = plan.next();
  while (!next.done) next = plan.next(execute(next.value));
  return next.value;
};
export const drivePlanAsync = async <T>(plan: Plan<T>, execute: (step: Step) => Promise<unknown>): Promise<T> => {
  let next = plan.next();
  while (!next.done) next = plan.next(await execute(next.value));
  return next.value;
};

/**
 * A driver's statement text and parameters: a prepared statement's rendered once (kept per
 * driver, since each dialect spells it differently) with this call's values in its placeholders,
 * any other statement rendered now.
 */
export const renderer = (render: (statement: SQL) => Query): ((statement: Statement, values?: Values) => Query) => {
  const rendered = new WeakMap<Prepared, Query>();
  return (statement, values = {}) => {
    if (!(statement instanceof Prepared)) return render(statement);
    let query = rendered.get(statement);
    if (!query) {
      query = render(statement.statement);
      rendered.set(statement, query);
    }
    return { sql: query.sql, params: fillPlaceholders(query.params, values as Record<string, unknown>) };
  };
};
