import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlite } from "@finance/adapter-sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { aCategory, apiClient, aTransaction, aUser, aWallet, fetchRequester, TEST_JWT_SECRET } from "./support";

/** Another process holding the SQLite file's write lock past SQLITE_BUSY_TIMEOUT_MS, over a real socket. */
describe("a SQLite file locked by another process", () => {
  let dir: string;
  let path: string;
  let service: RunningService;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-busy-"));
    path = join(dir, "finance.db");
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${path}`,
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
        SQLITE_BUSY_TIMEOUT_MS: "100",
      },
      logDestination: { write: (line: string) => void logs.push(line) },
    });
  });

  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 STORE_UNAVAILABLE with Retry-After, saves nothing, and the retry lands once", async () => {
    const request = fetchRequester(service.url);
    const user = aUser();
    const anonymous = apiClient(request);
    await anonymous.post("/auth/register", user);
    const login = await anonymous.post("/auth/login", { email: user.email, password: user.password });
    const api = apiClient(request, login.body.accessToken);
    const wallet = (await api.post("/wallet", aWallet({ balance: 100 }))).body.wallet;
    const category = (await api.post("/categories", aCategory())).body.category;
    const body = aTransaction({ walletId: wallet.id, categoryId: category.id }, { amount: 12.5 });

    // A second connection on the file, as another process would hold it.
    const other = openSqlite({ path });
    let busy: Awaited<ReturnType<typeof api.post>>;
    try {
      other.sqlite.exec("BEGIN IMMEDIATE");
      busy = await api.post("/transaction", body);
    } finally {
      if (other.sqlite.inTransaction) other.sqlite.exec("ROLLBACK");
      await other.close();
    }

    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(busy.body).toEqual({
      code: "STORE_UNAVAILABLE",
      message: "The data store is busy or unreachable; nothing was saved, retry shortly",
      error: "The data store is busy or unreachable; nothing was saved, retry shortly",
    });
    expect((await api.get("/transaction")).body.transactions).toHaveLength(0);
    expect((await api.get(`/wallet/${wallet.id}`)).body.wallet.balance).toBe(100);

    const retried = await api.post("/transaction", body);
    expect(retried.status).toBe(201);
    expect((await api.get(`/wallet/${wallet.id}`)).body.wallet.balance).toBe(87.5);
    expect(logs.join("\n")).not.toMatch(/insert into|SQLITE_BUSY/i);
  });
});
