import "reflect-metadata";
import { openSqlite } from "@finance/adapter-sqlite";
import type { Repositories } from "@finance/domain";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RealServer, startRealServer } from "./hardening/support";
import { aTransaction, describeEachStore, registerAndLogin, seedWalletAndCategory, useTestApp } from "./support";

const textOf = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

/** The store's transactions, counting the list reads that reach it. */
const countingLists = (repositories: Repositories) => {
  const counter = { reads: 0 };
  const transactions = new Proxy(repositories.transactions, {
    get: (target, property, receiver) => {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property !== "list") return value.bind(target);
      return (...args: Parameters<typeof target.list>) => {
        counter.reads += 1;
        return target.list(...args);
      };
    },
  });
  return { repositories: { ...repositories, transactions }, counter };
};

describeEachStore("transaction pages kept until the store changes", (store) => {
  let counted: ReturnType<typeof countingLists> | undefined;
  const t = useTestApp({
    store,
    deps: (base) => {
      counted = countingLists(base.repositories);
      return { repositories: counted.repositories };
    },
  });
  const reads = () => counted?.counter.reads ?? Number.NaN;

  it("answers a repeated list from the kept page, byte for byte, and reads the store again after a write", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    await api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }));

    const before = reads();
    const first = await api.get("/transaction?limit=10");
    const second = await api.get("/transaction?limit=10");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(textOf(second.bytes)).toBe(textOf(first.bytes));
    expect(first.body.transactions).toHaveLength(1);
    expect(reads() - before).toBe(1);

    await api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }, { amount: 7 }));
    const third = await api.get("/transaction?limit=10");
    expect(reads() - before).toBe(2);
    expect(third.body.transactions.map((tx: { amount: number }) => tx.amount)).toEqual(
      expect.arrayContaining([-7, -12.5]),
    );
    expect(third.body.transactions).toHaveLength(2);
  });

  it("keeps one page per user and per query", async () => {
    const owner = await registerAndLogin(t());
    const other = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(owner.api);
    for (const amount of [1, 2, 3])
      await owner.api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }, { amount }));

    expect((await owner.api.get("/transaction?limit=2")).body.transactions).toHaveLength(2);
    expect((await owner.api.get("/transaction?limit=3")).body.transactions).toHaveLength(3);
    expect((await owner.api.get("/transaction?limit=2&type=income")).body.transactions).toHaveLength(0);
    expect((await other.api.get("/transaction?limit=2")).body.transactions).toHaveLength(0);
    expect((await owner.api.get("/transaction?limit=2")).body.transactions).toHaveLength(2);
  });
});

describe("LIST_CACHE_MB=0", () => {
  let counted: ReturnType<typeof countingLists> | undefined;
  const t = useTestApp({
    store: "sqlite",
    env: { LIST_CACHE_MB: "0" },
    deps: (base) => {
      counted = countingLists(base.repositories);
      return { repositories: counted.repositories };
    },
  });

  it("reads the store for every list", async () => {
    const { api } = await registerAndLogin(t());
    const before = counted?.counter.reads ?? Number.NaN;
    await api.get("/transaction");
    await api.get("/transaction");
    expect((counted?.counter.reads ?? Number.NaN) - before).toBe(2);
  });
});

/** Another process writing to the same database: the running service must see it on the next list. */
describeEachStore("a kept page and another process's write, over a real socket", (store) => {
  let server: RealServer;

  beforeAll(async () => {
    if (store === "memory") throw new Error("another process needs a database file or server");
    server = await startRealServer(store);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** What another process does: one UPDATE on its own connection. */
  const renameElsewhere = async (id: string, description: string) => {
    if (server.file !== undefined) {
      const other = openSqlite({ path: server.file });
      try {
        other.sqlite.prepare("update transactions set description = ? where id = ?").run(description, id);
      } finally {
        await other.close();
      }
      return;
    }
    const other = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await other`update transactions set description = ${description} where id = ${id}`;
    } finally {
      await other.end({ timeout: 5 });
    }
  };

  it("answers the other process's change, not the kept page", async () => {
    const { api } = await registerAndLogin(server);
    const { wallet, category } = await seedWalletAndCategory(api);
    const created = (await api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id })))
      .body.transaction;
    expect((await api.get("/transaction")).body.transactions[0].description).toBe("Lunch");
    expect((await api.get("/transaction")).body.transactions[0].description).toBe("Lunch");

    await renameElsewhere(created.id, "Dinner");
    expect((await api.get("/transaction")).body.transactions[0].description).toBe("Dinner");
  });
});
