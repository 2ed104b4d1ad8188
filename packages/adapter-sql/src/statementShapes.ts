import { type Query, type SQL, sql } from "drizzle-orm";

/** Puts a value into a statement being built. */
export type Bind = (value: unknown) => SQL;

/** Binds the value as an ordinary parameter of a statement built and rendered on each call. */
export const asParam: Bind = (value) => sql`${value}`;

/** What a bind that only collects values answers: nothing is built from it. */
const NOTHING = sql``;

/**
 * The values `fill` binds, in its order, with nothing built: for a statement's `valuesOf` in
 * `StatementShapes.single`, written in the order its builder binds them.
 */
export const collectValues = (fill: (bind: Bind) => void): unknown[] => {
  const values: unknown[] = [];
  fill((value) => {
    values.push(value);
    return NOTHING;
  });
  return values;
};

/**
 * A statement's text kept for its shape, in the driver's spelling of parameters, and which value
 * goes into each parameter in order.
 */
interface Template {
  readonly text: string;
  readonly slots: readonly number[];
}

const SLOT = /\uE000(\d+)\uE000/g;
const slot = (index: number) => sql.raw(`\uE000${index}\uE000`);

/** The kept text with this call's values in its parameters' order. */
const queryOf = ({ text, slots }: Template, values: readonly unknown[]): Query => ({
  sql: text,
  params: slots.map((index) => values[index]),
});

const templateOf = ({ sql: rendered, params }: Query, placeholder: (n: number) => string): Template => {
  if (params.length > 0) throw new Error("a shaped statement took a value that was not bound: its text would keep it");
  const slots: number[] = [];
  const text = rendered.replace(SLOT, (_, index: string) => placeholder(slots.push(Number(index)) - 1));
  return { text, slots };
};

/** More shapes than the service's statements make (one per count of budgets, sources, list lengths). */
const DEFAULT_LIMIT = 512;

/**
 * Statements whose text depends only on a shape (how many budgets, categories, days and edges),
 * rendered by the dialect once per shape and handed to the driver as text and parameters. Drizzle
 * walks every column, table and fragment to render a statement, and checks the kind of every
 * fragment even of a flat one; measured in-process on SQLite, a dashboard (the use case with its
 * wallet and budget reads) took 1,225-1,311 µs with a flat statement rendered per call and
 * 855-957 µs with the kept texts run as they are.
 *
 * `single(shape, build, valuesOf)`: the first time `shape` is seen, `build` is called with a `bind`
 * that leaves a numbered slot in the text, and the text is rendered and kept; `shape` must name
 * every choice `build` makes about the text (a value taken without `bind` is refused then). On
 * every call `valuesOf` gives the values, in the order `build` binds them (checked against the
 * built ones the first time). What comes back is the kept text, its n-th parameter (from 0) written
 * `placeholder(n)` (`?` for SQLite, `$1`, `$2`, ... for PostgreSQL), and this call's values; or
 * null where the shape makes no statement.
 */
export const statementShapes = (
  render: (statement: SQL) => Query,
  placeholder: (n: number) => string,
  limit = DEFAULT_LIMIT,
): StatementShapes => {
  /** Per shape: its template, or null when that shape makes no statement. */
  const templates = new Map<string, Template | null>();
  /** Keeps the template of `shape`, forgetting the oldest one when the map is full. */
  const remember = (shape: string, template: Template | null) => {
    if (templates.size >= limit) {
      const oldest = templates.keys().next();
      if (!oldest.done) templates.delete(oldest.value);
    }
    templates.set(shape, template);
  };
  const single = (shape: string, build: (bind: Bind) => SQL | null, valuesOf: () => unknown[]): Query | null => {
    const known = templates.get(shape);
    if (known === null) return null;
    if (known) return queryOf(known, valuesOf());
    const built: unknown[] = [];
    const statement = build((value) => slot(built.push(value) - 1));
    const template = statement === null ? null : templateOf(render(statement), placeholder);
    const values = valuesOf();
    if (values.length !== built.length || values.some((value, i) => value !== built[i])) {
      throw new Error(`a shaped statement's values (${shape}) are not the ones it binds, in its order`);
    }
    remember(shape, template);
    return template && queryOf(template, values);
  };
  return { single };
};

export interface StatementShapes {
  /**
   * One statement (null where its shape makes none; `shape` names the statement too) whose values
   * `valuesOf` gives in the order `build` binds them, so it is built only the first time its shape
   * is seen: the values are checked against the built ones then, and a mismatch throws.
   */
  single(shape: string, build: (bind: Bind) => SQL | null, valuesOf: () => unknown[]): Query | null;
}
