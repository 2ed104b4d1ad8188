import { expect, it } from "vitest";
import { anOwner, apiClient, aWallet, describeEachStore, makeTestApp, registerAndLogin, useTestApp } from "./support";
import { aToken, expectError, PAT } from "./tokens.support";

describeEachStore("personal access tokens", (store) => {
  const t = useTestApp({ store });

  it("shows the secret once; the list never does", async () => {
    const user = await registerAndLogin(t());
    const { res, secret } = await aToken(user, { name: " Nightly export ", scopes: ["write", "read"] });
    expect(res.body).toEqual({
      code: "TOKEN_CREATED",
      message: expect.any(String),
      token: {
        id: expect.any(String),
        name: "Nightly export",
        scopes: ["read", "write"],
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: null,
      },
      secret: expect.stringMatching(PAT),
    });
    const list = await user.api.get("/auth/tokens");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ code: "TOKENS_FETCHED", message: expect.any(String), tokens: [res.body.token] });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8));
  });

  it("authenticates as its user and notes when it was last used", async () => {
    const owner = await anOwner(t(), await registerAndLogin(t()));
    const pat = apiClient(t().request, owner.tokenSecret);
    const wallets = await pat.get("/wallet");
    expect(wallets.status).toBe(200);
    expect(wallets.body.wallets.map((w: { id: string }) => w.id)).toEqual([owner.walletId, owner.savingsWalletId]);
    const listed = await owner.user.api.get("/auth/tokens");
    expect(listed.body.tokens[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("a read token gets 403 INSUFFICIENT_SCOPE on every kind of write, 200 on reads", async () => {
    const owner = await anOwner(t(), await registerAndLogin(t()));
    const read = apiClient(t().request, owner.tokenSecret);
    const writes = [
      read.post("/wallet", aWallet()),
      read.post("/categories", { name: "Food" }),
      read.post("/transaction", {
        walletId: owner.walletId,
        categoryId: owner.categoryId,
        amount: 1,
        type: "expense",
        date: "2026-03-01",
      }),
      read.patch(`/transaction/${owner.transactionId}`, { amount: 2 }),
      read.delete(`/transaction/${owner.transactionId}`),
      read.patch(`/budgets/${owner.budgetId}`, { limit: 1 }),
      read.delete(`/budgets/${owner.budgetId}`),
      read.post(`/budgets/${owner.budgetId}/share`, { email: "x@example.com" }),
      t().request("POST", "/api/v1/transaction/receipt", { token: owner.tokenSecret, rawBody: new FormData() }),
    ];
    for (const res of await Promise.all(writes)) expectError(res, 403, "INSUFFICIENT_SCOPE");
    const reads = [
      read.get("/wallet"),
      read.get("/categories"),
      read.get("/transaction"),
      read.get(`/transaction/${owner.transactionId}`),
      read.get("/budgets"),
      read.get(`/budgets/${owner.budgetId}`),
      read.get("/dashboard/summary"),
    ];
    for (const res of await Promise.all(reads)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Nothing was written.
    expect((await owner.user.api.get(`/transaction/${owner.transactionId}`)).body.transaction.version).toBe(1);
  });

  it("a write token writes", async () => {
    const user = await registerAndLogin(t());
    const { secret } = await aToken(user, { scopes: ["read", "write"] });
    const created = await apiClient(t().request, secret).post("/wallet", aWallet());
    expect(created.status).toBe(201);
  });

  it("no personal access token may manage tokens or change the password, whatever its scopes", async () => {
    const user = await registerAndLogin(t());
    const { secret, id } = await aToken(user, { scopes: ["read", "write"] });
    const pat = apiClient(t().request, secret);
    expectError(await pat.get("/auth/tokens"), 403, "INSUFFICIENT_SCOPE");
    expectError(await pat.post("/auth/tokens", { name: "more", scopes: ["read"] }), 403, "INSUFFICIENT_SCOPE");
    expectError(await pat.delete(`/auth/tokens/${id}`), 403, "INSUFFICIENT_SCOPE");
    expectError(
      await pat.post("/auth/password", { currentPassword: user.credentials.password, newPassword: "new-password-1" }),
      403,
      "INSUFFICIENT_SCOPE",
    );
    expect((await user.api.get("/auth/tokens")).body.tokens).toHaveLength(1);
  });

  it("a deleted token is 401 AUTH_TOKEN_INVALID at once; another user's token id is 404", async () => {
    const user = await registerAndLogin(t());
    const other = await registerAndLogin(t());
    const { id, secret } = await aToken(user);
    expectError(await other.api.delete(`/auth/tokens/${id}`), 404, "TOKEN_NOT_FOUND");
    expectError(await user.api.delete("/auth/tokens/not-a-uuid"), 400, "VALIDATION_ERROR");
    const deleted = await user.api.delete(`/auth/tokens/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: "TOKEN_DELETED", token: { id } });
    expectError(await apiClient(t().request, secret).get("/wallet"), 401, "AUTH_TOKEN_INVALID");
    expectError(await user.api.delete(`/auth/tokens/${id}`), 404, "TOKEN_NOT_FOUND");
    expectError(await apiClient(t().request, `fin_pat_${"A".repeat(43)}`).get("/wallet"), 401, "AUTH_TOKEN_INVALID");
  });

  it("refuses bad names, scopes and expiry dates", async () => {
    const user = await registerAndLogin(t());
    const create = (body: Record<string, unknown>) => user.api.post("/auth/tokens", body);
    expectError(await create({ name: "", scopes: ["read"] }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: ["write"] }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: [] }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: ["admin"] }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: "read" }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: ["read"], expiresAt: "2001-01-01" }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: ["read"], expiresAt: "soon" }), 400, "VALIDATION_ERROR");
    expectError(await create({ name: "x", scopes: ["read"], secret: "mine" }), 400, "VALIDATION_ERROR");
    expect((await user.api.get("/auth/tokens")).body.tokens).toEqual([]);
  });

  it("an expired token is 401 AUTH_TOKEN_EXPIRED", async () => {
    const timed = await makeTestApp({ store, now: "2026-03-15T12:00:00Z" });
    try {
      const user = await registerAndLogin(timed);
      const { secret, res } = await aToken(user, { expiresAt: "2026-03-16" });
      expect(res.body.token.expiresAt).toBe("2026-03-16T00:00:00.000Z");
      expect((await apiClient(timed.request, secret).get("/wallet")).status).toBe(200);
      timed.clock.set("2026-03-16T00:00:00Z");
      expectError(await apiClient(timed.request, secret).get("/wallet"), 401, "AUTH_TOKEN_EXPIRED");
    } finally {
      await timed.close();
    }
  });
});
