import { describeDashboardContract } from "@finance/repo-contract";
import { openSqlite } from "../src";

describeDashboardContract("SQLite :memory:", async () => {
  const adapter = openSqlite({ path: ":memory:" });
  await adapter.migrate();
  return { repositories: adapter.repositories, dashboard: adapter.dashboard, close: adapter.close };
});
