import { createLogger } from "./composition/logger";
import { openDatabase } from "./composition/persistence";
import { ConfigError, loadConfig } from "./config/config";

/** `pnpm db:migrate`: apply the migrations of DATABASE_URL's database, then exit. */
try {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config));
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
