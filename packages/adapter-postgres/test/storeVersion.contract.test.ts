import { describeStoreVersionContract } from "@finance/repo-contract";
import { describe, it } from "vitest";
import { openTestSchema, TEST_DATABASE_URL } from "./testDatabase";

if (TEST_DATABASE_URL === undefined) {
  const reason = "PostgreSQL store version contract skipped: TEST_DATABASE_URL not set";
  console.warn(reason);
  describe.skip(reason, () => {
    it("runs the store version contract against a real PostgreSQL server", () => {});
  });
} else {
  const url = TEST_DATABASE_URL;
  describeStoreVersionContract("PostgreSQL", async () => {
    const database = await openTestSchema(url, { poolSize: 4 });
    return {
      repositories: database.adapter.repositories,
      version: database.adapter.version,
      openPeer: async () => {
        const peer = database.open();
        return { repositories: peer.repositories, close: () => peer.close() };
      },
      close: database.drop,
    };
  });
}
