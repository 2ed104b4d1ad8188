import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type * as schema from "./schema";

/** The Drizzle handle every PostgreSQL repository (and later query) works with. */
export type PostgresDatabase = PostgresJsDatabase<typeof schema>;

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A `uuid` column refuses other text with an error; the ports answer "not found" for an id that
 * cannot exist, as the other adapters do. Repositories check ids with this before querying.
 */
export const isUuidText = (value: string): boolean => UUID_TEXT.test(value);
