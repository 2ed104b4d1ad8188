import { describeDashboardContract, describeLegacySumsContract } from "@finance/repo-contract";
import { onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("runs the dashboard and legacy-sums contracts against a real PostgreSQL server", (url) => {
  describeDashboardContract("PostgreSQL", async () => {
    const database = await openTestSchema(url, { poolSize: 4 });
    return { repositories: database.adapter.repositories, dashboard: database.adapter.dashboard, close: database.drop };
  });

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
});
