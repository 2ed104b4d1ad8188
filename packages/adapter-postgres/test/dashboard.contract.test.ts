import { describeDashboardContract, describeLegacySumsContract } from "@finance/repo-contract";
import { describe, it } from "vitest";
import { openTestSchema, TEST_DATABASE_URL } from "./testDatabase";

if (TEST_DATABASE_URL === undefined) {
  const reason = "PostgreSQL dashboard contract skipped: TEST_DATABASE_URL not set";
  console.warn(reason);
  describe.skip(reason, () => {
    it("runs the dashboard contract against a real PostgreSQL server", () => {});
  });
} else {
  const url = TEST_DATABASE_URL;
  describeDashboardContract("PostgreSQL", async () => {
    const database = await openTestSchema(url, { poolSize: 4 });
    return { repositories: database.adapter.repositories, dashboard: database.adapter.dashboard, close: database.drop };
  });
}

if (TEST_DATABASE_URL !== undefined) {
  const url = TEST_DATABASE_URL;
  describeLegacySumsContract("PostgreSQL", async () => {
    const database = await openTestSchema(url, { poolSize: 4 });
    const { sql } = database.adapter;
    const setTriggers = async (state: "enable" | "disable") => {
      await sql.unsafe(`alter table wallets ${state} trigger wallets_balance_range`);
      await sql.unsafe(`alter table user_currency_totals ${state} trigger user_currency_totals_range`);
    };
    return {
      repositories: database.adapter.repositories,
      dashboard: database.adapter.dashboard,
      withoutLimits: async (work) => {
        await setTriggers("disable");
        try {
          return await work();
        } finally {
          await setTriggers("enable");
        }
      },
      close: database.drop,
    };
  });
}
