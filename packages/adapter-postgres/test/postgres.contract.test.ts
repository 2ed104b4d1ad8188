import { describeRepositoryContract } from "@finance/repo-contract";
import { refuseDeletionOn } from "./refuseDeletion";
import { onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("runs the repository contract against a real PostgreSQL server", (url) => {
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
});
