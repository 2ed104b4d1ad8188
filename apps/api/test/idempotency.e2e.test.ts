import type { Repositories, Transaction, Wallet, WalletRepo } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { pngOfSize, postReceipt, stubOcr } from "./receipts.support";
import {
  aCategory,
  aTransaction,
  aUser,
  aWallet,
  describeEachStore,
  registerAndLogin,
  seedWalletAndCategory,
  type TestResponse,
  useTestApp,
} from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A request `with` one Idempotency-Key. */
const keyed = (key: string, body?: unknown) => ({ headers: { "Idempotency-Key": key }, body });

/** A unique key per call. */
let keys = 0;
const aKey = () => {
  keys += 1;
  return `key-${Date.now().toString(36)}-${keys}`;
};

const expectReplayOf = (replay: TestResponse, first: TestResponse) => {
  expect(replay.status).toBe(first.status);
  expect(replay.body).toEqual(first.body);
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.headers.get("content-type")).toBe(first.headers.get("content-type"));
};

/**
 * Wallet creation that waits at `hold()` until the test lets it through: a request the test
 * keeps running while it sends the retry.
 */
const holdableWallets = (inner: WalletRepo) => {
  let gate: { reached: () => void; release: Promise<void> } | null = null;
  // Every other method passes through, so the port can grow without this fake.
  const repo = new Proxy(inner, {
    get: (target, property, receiver) => {
      const value = Reflect.get(target, property, receiver);
      if (property !== "create") return typeof value === "function" ? value.bind(target) : value;
      return async (wallet: Wallet) => {
        const held = gate;
        gate = null;
        if (held) {
          held.reached();
          await held.release;
        }
        return target.create(wallet);
      };
    },
  });
  /** The next create waits; answers when it is waiting and how to let it go. */
  const hold = () => {
    let letGo: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const release = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    gate = { reached: () => reached(), release };
    return { waiting, letGo: () => letGo() };
  };
  return { repo, hold };
};

/** Transactions whose next create fails once (a server failure the client will retry). */
const failingOnce = (repositories: Repositories) => {
  let failNext = false;
  const transactions = new Proxy(repositories.transactions, {
    get: (target, property, receiver) => {
      const value = Reflect.get(target, property, receiver);
      if (property !== "create") return typeof value === "function" ? value.bind(target) : value;
      return async (transaction: Transaction) => {
        if (failNext) {
          failNext = false;
          throw new Error("the database went away");
        }
        return target.create(transaction);
      };
    },
  });
  return { transactions, failNextCreate: () => (failNext = true) };
};

describeEachStore("idempotent retries", (store) => {
  let wallets: ReturnType<typeof holdableWallets> | undefined;
  let flaky: ReturnType<typeof failingOnce> | undefined;
  const t = useTestApp({
    store,
    deps: (base) => {
      wallets = holdableWallets(base.repositories.wallets);
      flaky = failingOnce(base.repositories);
      return {
        repositories: { ...base.repositories, wallets: wallets.repo, transactions: flaky.transactions },
        ocr: stubOcr({
          merchant: "Bakery",
          date: "2026-03-02",
          currency: "USD",
          lines: [
            { description: "Bread", amount: 3.5 },
            { description: "Milk", amount: 1.25 },
          ],
          total: 4.75,
        }),
      };
    },
  });

  it("replays a created wallet with the same status and body, and creates one wallet", async () => {
    const { api } = await registerAndLogin(t());
    const key = aKey();
    const first = await api.call("POST", "/wallet", keyed(key, aWallet({ name: "Savings" })));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const replay = await api.call("POST", "/wallet", keyed(key, aWallet({ name: "Savings" })));
    expectReplayOf(replay, first);
    expect((await api.get("/wallet")).body.wallets).toHaveLength(1);
  });

  it("replays a transaction without a second row or a second balance move; key order in the body does not matter", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const body = aTransaction({ walletId: wallet.id, categoryId: category.id });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const key = aKey();
    const first = await api.call("POST", "/transaction", keyed(key, body));
    expect(first.status).toBe(201);
    expectReplayOf(await api.call("POST", "/transaction", keyed(key, reordered)), first);
    expectReplayOf(await api.call("POST", "/transaction", keyed(key, body)), first);
    expect((await api.get("/transaction")).body.transactions).toHaveLength(1);
    const stored = (await api.get("/wallet")).body.wallets.find((w: { id: string }) => w.id === wallet.id);
    expect(stored.balance).toBe(wallet.balance - body.amount);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED to another body or another route under the key, and writes nothing", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const key = aKey();
    const body = aTransaction({ walletId: wallet.id, categoryId: category.id });
    expect((await api.call("POST", "/transaction", keyed(key, body))).status).toBe(201);
    const otherBody = await api.call("POST", "/transaction", keyed(key, { ...body, amount: 13 }));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    const otherRoute = await api.call("POST", "/categories", keyed(key, aCategory()));
    expect(otherRoute.status).toBe(422);
    expect((await api.get("/transaction")).body.transactions).toHaveLength(1);
    expect((await api.get("/categories")).body.categories).toHaveLength(1);
  });

  it("answers 409 IDEMPOTENCY_KEY_IN_USE to a retry while the first request runs, then replays its answer", async () => {
    const { api } = await registerAndLogin(t());
    const key = aKey();
    const held = wallets?.hold();
    if (!held) throw new Error("the app is built");
    const first = api.call("POST", "/wallet", keyed(key, aWallet()));
    await held.waiting;
    const during = await api.call("POST", "/wallet", keyed(key, aWallet()));
    expect(during.status).toBe(409);
    expect(during.body).toMatchObject({ code: "IDEMPOTENCY_KEY_IN_USE" });
    expect(during.headers.get("idempotent-replayed")).toBeNull();
    held.letGo();
    const done = await first;
    expect(done.status).toBe(201);
    expectReplayOf(await api.call("POST", "/wallet", keyed(key, aWallet())), done);
    expect((await api.get("/wallet")).body.wallets).toHaveLength(1);
  });

  it("keeps keys per user: another user's same key runs their own request", async () => {
    const alice = await registerAndLogin(t());
    const bob = await registerAndLogin(t());
    const key = aKey();
    const hers = await alice.api.call("POST", "/wallet", keyed(key, aWallet({ name: "Hers" })));
    const his = await bob.api.call("POST", "/wallet", keyed(key, aWallet({ name: "Hers" })));
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(his.headers.get("idempotent-replayed")).toBeNull();
    expect(his.body.wallet.id).not.toBe(hers.body.wallet.id);
    expect((await bob.api.get("/wallet")).body.wallets).toHaveLength(1);
  });

  it("forgets a key 24 hours after its first request: the same request then runs again", async () => {
    const { api, credentials } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const key = aKey();
    const body = aTransaction({ walletId: wallet.id, categoryId: category.id });
    const first = await api.call("POST", "/transaction", keyed(key, body));
    // Tokens last an hour: log in again after moving the clock (which also runs on with real time).
    const loggedIn = async () => {
      const login = await t()
        .client()
        .post("/auth/login", { email: credentials.email, password: credentials.password });
      return t().client(login.body.accessToken);
    };
    t().clock.advance(DAY_MS - 60_000);
    expectReplayOf(await (await loggedIn()).call("POST", "/transaction", keyed(key, body)), first);
    t().clock.advance(60_000);
    const later = await (await loggedIn()).call("POST", "/transaction", keyed(key, body));
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect((await (await loggedIn()).get("/transaction")).body.transactions).toHaveLength(2);
  });

  it("stores a 4xx answer like a success, but frees the key after a 5xx so the retry runs", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const missing = aTransaction({ walletId: "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d", categoryId: category.id });
    const key404 = aKey();
    const notFound = await api.call("POST", "/transaction", keyed(key404, missing));
    expect(notFound.status).toBe(404);
    expectReplayOf(await api.call("POST", "/transaction", keyed(key404, missing)), notFound);

    const body = aTransaction({ walletId: wallet.id, categoryId: category.id });
    const key = aKey();
    flaky?.failNextCreate();
    const failed = await api.call("POST", "/transaction", keyed(key, body));
    expect(failed.status).toBe(500);
    const retry = await api.call("POST", "/transaction", keyed(key, body));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect((await api.get("/transaction")).body.transactions).toHaveLength(1);
  });

  it("replays a receipt upload sent again with a new multipart boundary; other image bytes are 422", async () => {
    const { api, token } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const image = pngOfSize(256);
    const key = aKey();
    const upload = { receipt: image, walletId: wallet.id, categoryId: category.id };
    const send = (receipt: Uint8Array) =>
      t().request("POST", "/api/v1/transaction/receipt", {
        token,
        headers: { "Idempotency-Key": key },
        rawBody: (() => {
          const form = new FormData();
          form.append("receipt", new Blob([receipt], { type: "image/png" }), "receipt.png");
          form.append("walletId", upload.walletId);
          form.append("categoryId", upload.categoryId);
          return form;
        })(),
      });
    const first = await send(image);
    expect(first.status).toBe(201);
    expectReplayOf(await send(image), first);
    const other = await send(pngOfSize(256));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await api.get("/transaction")).body.transactions).toHaveLength(first.body.transactions.length);
    // Without the key, the same bytes are the duplicate receipt they are.
    expect((await postReceipt(t(), token, upload)).status).toBe(409);
  });

  it("refuses a malformed key with 400 VALIDATION_ERROR naming the header, and writes nothing", async () => {
    const { api } = await registerAndLogin(t());
    for (const key of ["", "k".repeat(256)]) {
      const res = await api.call("POST", "/wallet", keyed(key, aWallet()));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "Idempotency-Key" }] });
    }
    expect(await api.call("POST", "/wallet", keyed("k".repeat(255), aWallet()))).toMatchObject({ status: 201 });
    expect((await api.get("/wallet")).body.wallets).toHaveLength(1);
  });

  it("ignores the header on the public auth routes and on other methods", async () => {
    const credentials = aUser();
    const key = aKey();
    const anonymous = t().client();
    const registered = await anonymous.call("POST", "/auth/register", keyed(key, credentials));
    expect(registered.status).toBe(201);
    const again = await anonymous.call("POST", "/auth/register", keyed(key, credentials));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("EMAIL_ALREADY_REGISTERED");
    const login = { email: credentials.email, password: credentials.password };
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous.call("POST", "/auth/login", keyed(key, login));
      expect(res.status).toBe(200);
      expect(res.headers.get("idempotent-replayed")).toBeNull();
    }
    const { api } = await registerAndLogin(t());
    expect((await api.call("GET", "/wallet", { headers: { "Idempotency-Key": "" } })).status).toBe(200);
  });
});

describe("idempotency in the OpenAPI document", () => {
  const t = useTestApp();

  it("declares the header, 400, 409, 422 and Idempotent-Replayed on every protected POST not opted out, and on nothing else", async () => {
    const doc = (await t().request("GET", "/api/v1/openapi.json")).body;
    let posts = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
        const declared = parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key");
        const isProtectedPost =
          method === "post" &&
          Array.isArray(operation.security) &&
          operation.security.length > 0 &&
          operation["x-idempotency-key-ignored"] !== true;
        expect(declared, `${method.toUpperCase()} ${path}`).toBe(isProtectedPost);
        if (!isProtectedPost) continue;
        posts += 1;
        const responses = operation.responses as Record<string, { headers?: Record<string, unknown> }>;
        expect(Object.keys(responses), path).toEqual(expect.arrayContaining(["400", "409", "422"]));
        for (const [status, response] of Object.entries(responses)) {
          if (status.startsWith("2")) expect(response.headers?.["Idempotent-Replayed"], path).toBeDefined();
        }
      }
    }
    expect(posts).toBeGreaterThanOrEqual(6);
  });

  it("every protected POST of the document checks the key (a malformed one is 400 naming the header)", async () => {
    const { token } = await registerAndLogin(t());
    const doc = (await t().request("GET", "/api/v1/openapi.json")).body;
    const unknownId = "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d";
    for (const [template, item] of Object.entries<
      Record<string, { security?: unknown[]; requestBody?: unknown; "x-idempotency-key-ignored"?: boolean }>
    >(doc.paths)) {
      const operation = item.post;
      if (!operation?.security?.length || operation["x-idempotency-key-ignored"] === true) continue;
      const path = template.replace(/\{[^}]+\}/g, unknownId);
      const multipart = JSON.stringify(operation.requestBody ?? {}).includes("multipart/form-data");
      const form = new FormData();
      form.append("walletId", unknownId);
      const res = await t().request("POST", path, {
        token,
        headers: { "Idempotency-Key": "k".repeat(256), ...(multipart ? {} : { "content-type": "application/json" }) },
        rawBody: multipart ? form : "{}",
      });
      expect(res.status, `POST ${template}`).toBe(400);
      expect(res.body.details, `POST ${template}`).toEqual([
        { path: "Idempotency-Key", message: "Idempotency-Key must be 1 to 255 printable ASCII characters" },
      ]);
    }
  });
});
