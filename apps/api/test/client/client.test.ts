import { createFinanceClient, IDEMPOTENCY_KEY, type Tokens } from "@finance/client";
import { describe, expect, it } from "vitest";
import { aCategory, aUser, aWallet } from "../support";
import { useLiveServer } from "./liveServer";

/** Every request the client sent, as the server received it, in order. */
const recordingFetch = () => {
  const sent: Request[] = [];
  const fetch = (request: Request) => {
    sent.push(request.clone());
    return globalThis.fetch(request);
  };
  return { sent, fetch };
};

describe("@finance/client against the real server", () => {
  const server = useLiveServer();

  const loggedIn = async (options: Parameters<typeof createFinanceClient>[0] | object = {}) => {
    const user = aUser();
    const stored: Array<Tokens | null> = [];
    const client = createFinanceClient({
      baseUrl: server().url,
      onTokens: (tokens) => void stored.push(tokens),
      ...options,
    });
    expect((await client.POST("/api/v1/auth/register", { body: user })).response.status).toBe(201);
    const login = await client.login({ email: user.email, password: user.password });
    expect(login.data?.code).toBe("LOGIN_SUCCESS");
    return { client, user, stored };
  };

  it("logs in, keeps the token, and answers typed data", async () => {
    const { client, stored } = await loggedIn();
    expect(stored).toEqual([{ accessToken: expect.any(String), refreshToken: client.tokens()?.refreshToken }]);
    const created = await client.POST("/api/v1/wallet", { body: aWallet({ name: "Travel", balance: 12.5 }) });
    expect(created.error).toBeUndefined();
    expect(created.data?.wallet).toMatchObject({ name: "Travel", currency: "USD", balance: 12.5 });
    const listed = await client.GET("/api/v1/wallet");
    expect(listed.data?.wallets.map((wallet) => wallet.name)).toEqual(["Travel"]);
    const health = await client.GET("/health");
    expect(health.data?.status).toBe("ok");
  });

  it("answers an API error as a typed result, without throwing", async () => {
    const { client } = await loggedIn();
    const invalid = await client.POST("/api/v1/wallet", { body: aWallet({ currency: "dollars" }) });
    expect(invalid.data).toBeUndefined();
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ code: "VALIDATION_ERROR", message: expect.any(String) });
    const missing = await client.GET("/api/v1/budgets/{budgetId}", {
      params: { path: { budgetId: "0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d" } },
    });
    expect([missing.response.status, missing.error?.code]).toEqual([404, "BUDGET_NOT_FOUND"]);
    const anonymous = createFinanceClient({ baseUrl: server().url });
    const refused = await anonymous.GET("/api/v1/transaction");
    expect([refused.response.status, refused.error?.code]).toEqual([401, "AUTH_TOKEN_MISSING"]);
  });

  it("sends a fresh Idempotency-Key with every write, keeps one the caller gives, and none on reads", async () => {
    const { sent, fetch } = recordingFetch();
    const { client } = await loggedIn({ fetch });
    sent.length = 0;
    await client.POST("/api/v1/categories", { body: aCategory() });
    await client.POST("/api/v1/categories", { body: aCategory() });
    const given = await client.POST("/api/v1/categories", {
      body: aCategory(),
      headers: { [IDEMPOTENCY_KEY]: "my-own-key-1" },
    });
    expect(given.response.status).toBe(201);
    await client.GET("/api/v1/categories");
    const keys = sent.map((request) => request.headers.get(IDEMPOTENCY_KEY));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(["my-own-key-1", null]);
  });

  it("retries a write whose sending failed with the same Idempotency-Key, when asked to", async () => {
    const attempts: Array<string | null> = [];
    let failNext = false;
    const { client } = await loggedIn({
      retries: 1,
      fetch: (request: Request) => {
        attempts.push(request.headers.get(IDEMPOTENCY_KEY));
        if (failNext) {
          failNext = false;
          return Promise.reject(new TypeError("fetch failed"));
        }
        return globalThis.fetch(request);
      },
    });
    attempts.length = 0;
    failNext = true;
    const created = await client.POST("/api/v1/wallet", { body: aWallet() });
    expect(created.response.status).toBe(201);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    expect((await client.GET("/api/v1/wallet")).data?.wallets).toHaveLength(1);

    const noRetry = createFinanceClient({
      baseUrl: server().url,
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    await expect(noRetry.GET("/health")).rejects.toThrow("fetch failed");
  });
});
