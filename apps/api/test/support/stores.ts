import { createMemoryRepositories } from "@finance/adapter-memory";
import type { Repositories } from "@finance/domain";

export type StoreKind = "memory" | "sqlite" | "postgres";

export interface TestStore {
  repositories: Repositories;
  close: () => Promise<void>;
}

/** The database every store-parametrised suite uses for PostgreSQL; unset -> those suites are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const openTestStore = async (kind: StoreKind): Promise<TestStore> => {
  switch (kind) {
    case "memory":
      return { repositories: createMemoryRepositories(), close: async () => undefined };
    default:
      throw new Error(`store ${kind} is not wired yet`);
  }
};
