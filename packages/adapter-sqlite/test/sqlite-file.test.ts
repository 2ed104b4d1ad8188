import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeRepositoryContract } from "@finance/repo-contract";
import { openSqlite } from "../src";
import { refuseDeletionOn } from "./refuseDeletion";

describeRepositoryContract("SQLite file", async () => {
  const dir = mkdtempSync(join(tmpdir(), "finance-sqlite-"));
  const path = join(dir, "nested", "finance.db");
  const adapter = openSqlite({ path });
  await adapter.migrate();
  return {
    repositories: adapter.repositories,
    openPeer: async () => {
      const peer = openSqlite({ path });
      return { repositories: peer.repositories, close: peer.close };
    },
    refuseDeletion: refuseDeletionOn(adapter.sqlite),
    close: async () => {
      await adapter.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
