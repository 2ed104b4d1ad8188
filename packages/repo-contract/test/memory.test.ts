import { createMemoryRepositories, MemoryStore } from "@finance/domain/testing";
import { describeRepositoryContract } from "../src";

describeRepositoryContract("memory", async () => {
  const store = new MemoryStore();
  return {
    repositories: createMemoryRepositories(store),
    openPeer: async () => ({ repositories: createMemoryRepositories(store), close: async () => {} }),
    refuseDeletion: async (_table, id) => {
      store.refusedDeletions.add(id);
    },
    close: async () => {},
  };
});
