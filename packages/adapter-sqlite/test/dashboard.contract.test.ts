import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describeDashboardContract, describeLegacySumsContract } from "@finance/repo-contract";
import { openSqlite, SQLITE_MIGRATIONS_FOLDER } from "../src";

describeDashboardContract("SQLite :memory:", async () => {
  const adapter = openSqlite({ path: ":memory:" });
  await adapter.migrate();
  return { repositories: adapter.repositories, dashboard: adapter.dashboard, close: adapter.close };
});

describeLegacySumsContract("SQLite :memory:", async () => {
  const adapter = openSqlite({ path: ":memory:" });
  await adapter.migrate();
  const migration = readFileSync(join(SQLITE_MIGRATIONS_FOLDER, "0006_sum_range_triggers.sql"), "utf8");
  const rangeTriggers = migration
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => /CREATE TRIGGER `\w+_range_b[iu]`/.test(statement));
  return {
    repositories: adapter.repositories,
    dashboard: adapter.dashboard,
    withoutLimits: async (work) => {
      for (const statement of rangeTriggers) adapter.sqlite.exec(`DROP TRIGGER ${/`(\w+)`/.exec(statement)?.[1]}`);
      try {
        return await work();
      } finally {
        for (const statement of rangeTriggers) adapter.sqlite.exec(statement);
      }
    },
    close: adapter.close,
  };
});
