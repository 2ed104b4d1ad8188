import { describeRepositoryContract } from "@finance/repo-contract";
import { describe, it } from "vitest";
import { refuseDeletionOn } from "./refuseDeletion";
import { openTestSchema, SKIP_REASON, TEST_DATABASE_URL } from "./testDatabase";

if (TEST_DATABASE_URL === undefined) {
  console.warn(SKIP_REASON);
  describe.skip(SKIP_REASON, () => {
    it("runs the repository contract against a real PostgreSQL server", () => {});
  });
} else {
  const url = TEST_DATABASE_URL;
  describeRepositoryContract("PostgreSQL", async () => {
    const database = await openTestSchema(url, { poolSize: 10 });
    return {
      repositories: database.adapter.repositories,
      openPeer: async () => {
        const peer = database.open();
        return { repositories: peer.repositories, close: peer.close };
      },
      refuseDeletion: refuseDeletionOn(database.adapter.sql),
      close: database.drop,
    };
  });
}
