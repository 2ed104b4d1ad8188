import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import type * as schema from "./schema";

/** The Drizzle handle every PostgreSQL repository (and later query) works with, and its postgres.js client. */
export type PostgresDatabase = PostgresJsDatabase<typeof schema> & { readonly $client: Sql };
