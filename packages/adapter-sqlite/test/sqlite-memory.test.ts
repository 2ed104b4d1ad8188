import { describeRepositoryContract } from "@finance/repo-contract";
import { openSqlite } from "../src";

describeRepositoryContract("SQLite :memory:", async () => {
  const adapter = openSqlite({ path: ":memory:" });
  await adapter.migrate();
  return { repositories: adapter.repositories, close: adapter.close };
});
