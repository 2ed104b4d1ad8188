import { describeStoreVersionContract } from "@finance/repo-contract";
import { onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("runs the store version contract against a real PostgreSQL server", (url) => {
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
});
