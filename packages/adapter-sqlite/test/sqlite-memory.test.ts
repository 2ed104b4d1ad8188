import { describeRepositoryContract } from "@finance/repo-contract";
import { openSqlite } from "../src";
import { refuseDeletionOn } from "./refuseDeletion";

describeRepositoryContract("SQLite :memory:", async () => {
  const adapter = openSqlite({ path: ":memory:" });
  await adapter.migrate();
  return { repositories: adapter.repositories, refuseDeletion: refuseDeletionOn(adapter.sqlite), close: adapter.close };
});
