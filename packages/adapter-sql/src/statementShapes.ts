import { type Query, type SQL, type SQLChunk, sql } from "drizzle-orm";

/** Puts a value into a statement being built. */
export type Bind = (value: unknown) => SQL;

/** Binds the value as an ordinary parameter of a statement built and rendered on each call. */
export const asParam: Bind = (value) => sql`${value}`;

/** A statement's text with its values taken out: `segments[i]`, value `slots[i]`, ..., last segment. */
export interface Template {
  readonly segments: readonly string[];
  readonly slots: readonly number[];
}

const SLOT = /\uE000(\d+)\uE000/g;
const slot = (index: number) => sql.raw(`\uE000${index}\uE000`);

const templateOf = ({ sql: text, params }: Query): Template => {
  if (params.length > 0) throw new Error("a shaped statement took a value that was not bound: its text would keep it");
  const segments: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    segments.push(text.slice(last, match.index));
    slots.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  segments.push(text.slice(last));
  return { segments, slots };
};

/** Puts a call's values into a kept text, in the form its driver runs. */
export type Fill<Out> = (template: Template, values: readonly unknown[]) => Out;

/** A flat Drizzle statement of text and parameters, for a Drizzle session to render and run. */
export const fillStatement: Fill<SQL> = (template, values) => {
  const chunks: SQLChunk[] = [sql.raw(template.segments[0] as string)];
  template.slots.forEach((index, i) => {
    chunks.push(sql.param(values[index]), sql.raw(template.segments[i + 1] as string));
  });
  return sql.join(chunks);
};

/**
 * The driver's own text and parameters for a dialect whose parameters are positional `?` (SQLite):
 * the text is joined once per template and nothing is rendered per call. Rendering even a flat
 * Drizzle statement checks the kind of every fragment.
 */
export const positionalQuery = (): Fill<Query> => {
  const texts = new WeakMap<Template, string>();
  return (template, values) => {
    let text = texts.get(template);
    if (text === undefined) {
      text = template.segments.join("?");
      texts.set(template, text);
    }
    return { sql: text, params: template.slots.map((index) => values[index]) };
  };
};

/** More shapes than the service's statements make (one per count of budgets, sources, list lengths). */
const DEFAULT_LIMIT = 512;

/**
 * Statements whose text depends only on a shape (how many budgets, categories, days and edges),
 * rendered by the dialect once per shape. Rendering Drizzle's query objects walks every column,
 * table and fragment. Measured in-process, building and rendering took 258 µs for a dashboard's
 * five statements and 48 µs for one budget's spending; with the kept texts, 164 and 35 µs. What is
 * left is building the query objects that carry the values.
 *
 * `build` is called on every use with a `bind` that leaves a numbered slot in the text; the values
 * fill the slots of the text kept for `shape`. `shape` must name every choice `build` makes about
 * the text (a value taken without `bind` is refused when the text is first rendered). What comes
 * back is, per statement (null stays null), what `fill` makes of the kept text and the values:
 * a flat statement (`fillStatement`) or the driver's text and parameters (`positionalQuery`).
 */
export const statementShapes = <Out>(render: (statement: SQL) => Query, fill: Fill<Out>, limit = DEFAULT_LIMIT) => {
  const templates = new Map<string, Template>();
  const templateFor = (key: string, statement: SQL): Template => {
    const known = templates.get(key);
    if (known) return known;
    const template = templateOf(render(statement));
    if (templates.size >= limit) {
      const oldest = templates.keys().next();
      if (!oldest.done) templates.delete(oldest.value);
    }
    templates.set(key, template);
    return template;
  };
  return <R extends Record<string, SQL | null>>(shape: string, build: (bind: Bind) => R): Shaped<R, Out> => {
    const values: unknown[] = [];
    const statements = build((value) => slot(values.push(value) - 1));
    const out: Record<string, Out | null> = {};
    for (const [name, statement] of Object.entries(statements)) {
      out[name] = statement && fill(templateFor(`${name}#${shape}`, statement), values);
    }
    return out as Shaped<R, Out>;
  };
};

/** `build`'s statements as `fill` hands them over; a statement that may be null stays so. */
export type Shaped<R, Out> = { [K in keyof R]: null extends R[K] ? Out | null : Out };

export type StatementShapes<Out> = <R extends Record<string, SQL | null>>(
  shape: string,
  build: (bind: Bind) => R,
) => Shaped<R, Out>;
