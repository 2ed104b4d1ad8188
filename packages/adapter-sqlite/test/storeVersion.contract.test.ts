import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeStoreVersionContract } from "@finance/repo-contract";
import { openSqlite } from "../src";

describeStoreVersionContract("SQLite file", async () => {
  const dir = mkdtempSync(join(tmpdir(), "finance-sqlite-version-"));
  const path = join(dir, "finance.db");
  const adapter = openSqlite({ path });
  await adapter.migrate();
  return {
    repositories: adapter.repositories,
    version: adapter.version,
    openPeer: async () => {
      const peer = openSqlite({ path });
      return { repositories: peer.repositories, close: peer.close };
    },
    close: async () => {
      await adapter.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
