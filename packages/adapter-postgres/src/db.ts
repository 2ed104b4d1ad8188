import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type * as schema from "./schema";

/** The Drizzle handle every PostgreSQL repository (and later query) works with. */
export type PostgresDatabase = PostgresJsDatabase<typeof schema>;
