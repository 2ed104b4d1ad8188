import { defineConfig } from "drizzle-kit";

/** `pnpm db:generate` writes a new migration into ./drizzle from the schema; commit it. */
export default defineConfig({
  dialect: "sqlite",
  schema: ["./src/schema.ts", "./src/dashboardSchema.ts"],
  out: "./drizzle",
});
