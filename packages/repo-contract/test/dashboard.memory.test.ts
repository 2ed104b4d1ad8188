import { createMemoryRepositories, MemoryDashboardQuery, MemoryStore } from "@finance/domain/testing";
import { describeDashboardContract } from "../src";

describeDashboardContract("memory", async () => {
  const store = new MemoryStore();
  return {
    repositories: createMemoryRepositories(store),
    dashboard: new MemoryDashboardQuery(store),
    close: async () => {},
  };
});
