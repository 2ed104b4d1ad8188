import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type * as schema from "./schema";

/** The Drizzle handle every PostgreSQL repository (and later query) works with. */
export type PostgresDatabase = PostgresJsDatabase<typeof schema>;

/** Rows per INSERT: 500 rows x 11 columns stays far below PostgreSQL's 65535 bound parameters. */
export const INSERT_CHUNK = 500;

export const chunks = <T>(items: readonly T[], size = INSERT_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** `%`, `_` and the escape character itself match literally in `LIKE ... ESCAPE '\'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A `uuid` column refuses other text with an error; the ports answer "not found" for an id that
 * cannot exist, as the other adapters do. Repositories check ids with this before querying.
 */
export const isUuidText = (value: string): boolean => UUID_TEXT.test(value);
