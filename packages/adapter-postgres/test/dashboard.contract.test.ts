import { describeDashboardContract } from "@finance/repo-contract";
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
