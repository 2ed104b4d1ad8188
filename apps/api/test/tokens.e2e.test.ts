import { describe, expect, it } from "vitest";
import {
  anOwner,
  apiClient,
  aWallet,
  describeEachStore,
  type LoggedInUser,
  makeTestApp,
  registerAndLogin,
  type TestApp,
  useTestApp,
} from "./support";

const REFRESH_TOKEN = /^fin_rt_[A-Za-z0-9_-]{43}$/;
const PAT = /^fin_pat_[A-Za-z0-9_-]{43}$/;

const refresh = (t: TestApp, refreshToken: unknown) => apiClient(t.request).post("/auth/refresh", { refreshToken });
const logout = (t: TestApp, refreshToken: unknown) => apiClient(t.request).post("/auth/logout", { refreshToken });

const aToken = async (user: LoggedInUser, body: Record<string, unknown> = {}) => {
  const res = await user.api.post("/auth/tokens", { name: "script", scopes: ["read"], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.token.id as string, secret: res.body.secret as string, res };
};

const expectError = (res: { status: number; body: Record<string, unknown> }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, message: expect.any(String), error: res.body.message });
};

describeEachStore("refresh tokens", (store) => {
  const t = useTestApp({ store });

  it("login answers a refresh token beside the access token", async () => {
    const res = await apiClient(t().request).post("/auth/register", {
      name: "Ada",
      email: `ada.${Date.now()}@example.com`,
      password: "s3cret-pass",
    });
    const login = await apiClient(t().request).post("/auth/login", {
      email: res.body.user.email,
      password: "s3cret-pass",
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      code: "LOGIN_SUCCESS",
      tokenType: "Bearer",
      expiresIn: 3600,
      refreshToken: expect.stringMatching(REFRESH_TOKEN),
      refreshExpiresIn: 30 * 24 * 3600,
    });
  });

  it("rotates: a new access token and a new refresh token, each refresh token once", async () => {
    const user = await registerAndLogin(t());
    const first = await refresh(t(), user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: "TOKEN_REFRESHED",
      message: expect.any(String),
      accessToken: expect.any(String),
      tokenType: "Bearer",
      expiresIn: 3600,
      refreshToken: expect.stringMatching(REFRESH_TOKEN),
      refreshExpiresIn: 30 * 24 * 3600,
    });
    expect(first.body.refreshToken).not.toBe(user.refreshToken);
    expect((await apiClient(t().request, first.body.accessToken).get("/wallet")).status).toBe(200);
    const second = await refresh(t(), first.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
  });

  it("reuse of a rotated refresh token revokes the whole session: 401 REFRESH_TOKEN_INVALID for both", async () => {
    const user = await registerAndLogin(t());
    const other = await registerAndLogin(t());
    const next = await refresh(t(), user.refreshToken);
    expectError(await refresh(t(), user.refreshToken), 401, "REFRESH_TOKEN_INVALID");
    expectError(await refresh(t(), next.body.refreshToken), 401, "REFRESH_TOKEN_INVALID");
    // Another user's session is untouched.
    expect((await refresh(t(), other.refreshToken)).status).toBe(200);
  });

  it("of two concurrent refreshes with one token exactly one succeeds", async () => {
    for (let trial = 0; trial < 5; trial += 1) {
      const user = await registerAndLogin(t());
      const answers = await Promise.all([refresh(t(), user.refreshToken), refresh(t(), user.refreshToken)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
      const loser = answers.find((res) => res.status === 401);
      expect(loser?.body.code).toBe("REFRESH_TOKEN_INVALID");
    }
  });

  it("refuses tokens that are not ours, and bodies of the wrong shape", async () => {
    for (const bad of ["", "fin_rt_unknown", "eyJhbGciOiJIUzI1NiJ9.e30.x"]) {
      expectError(await refresh(t(), bad), 401, "REFRESH_TOKEN_INVALID");
    }
    expectError(await refresh(t(), 42), 400, "VALIDATION_ERROR");
    expectError(await refresh(t(), "x".repeat(513)), 400, "VALIDATION_ERROR");
    // No token in the body is the cookie session's call: refused without its header, then without a cookie.
    expectError(await apiClient(t().request).post("/auth/refresh", {}), 403, "CSRF_REJECTED");
    expectError(
      await apiClient(t().request).call("POST", "/auth/refresh", { body: {}, headers: { "X-Requested-With": "test" } }),
      401,
      "REFRESH_TOKEN_INVALID",
    );
    const user = await registerAndLogin(t());
    expectError(
      await apiClient(t().request).post("/auth/refresh", { refreshToken: user.refreshToken, extra: 1 }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("a refresh token is no access token, and an access token no refresh token", async () => {
    const user = await registerAndLogin(t());
    expectError(await apiClient(t().request, user.refreshToken).get("/wallet"), 401, "AUTH_TOKEN_INVALID");
    expectError(await refresh(t(), user.token), 401, "REFRESH_TOKEN_INVALID");
  });

  it("logout revokes the session without an access token; unknown tokens are no error", async () => {
    const user = await registerAndLogin(t());
    const phone = await apiClient(t().request).post("/auth/login", {
      email: user.credentials.email,
      password: user.credentials.password,
    });
    const rotated = await refresh(t(), user.refreshToken);
    const out = await logout(t(), rotated.body.refreshToken);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: "LOGGED_OUT", message: expect.any(String) });
    expectError(await refresh(t(), rotated.body.refreshToken), 401, "REFRESH_TOKEN_INVALID");
    // The other login of the same user is another session.
    expect((await refresh(t(), phone.body.refreshToken)).status).toBe(200);
    expect((await logout(t(), rotated.body.refreshToken)).status).toBe(200);
    expect((await logout(t(), "fin_rt_unknown")).status).toBe(200);
    expectError(await logout(t(), null), 400, "VALIDATION_ERROR");
  });

  it("refresh tokens expire after REFRESH_TOKEN_TTL", async () => {
    const timed = await makeTestApp({ store, now: "2026-03-15T12:00:00Z", env: { REFRESH_TOKEN_TTL: "3600" } });
    try {
      const user = await registerAndLogin(timed);
      timed.clock.advance(3599_000);
      const next = await refresh(timed, user.refreshToken);
      expect(next.body.refreshExpiresIn).toBe(3600);
      timed.clock.advance(3600_000);
      expectError(await refresh(timed, next.body.refreshToken), 401, "REFRESH_TOKEN_INVALID");
    } finally {
      await timed.close();
    }
  });
});

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

describeEachStore("password change", (store) => {
  it("revokes every refresh token, personal access token and earlier access token; answers a fresh session", async () => {
    const t = await makeTestApp({ store, now: "2026-03-15T12:00:00Z" });
    try {
      const user = await registerAndLogin(t);
      const { secret } = await aToken(user);
      // Served once before the change, so the app holds the token's user when the password changes.
      expect((await user.api.get("/wallet")).status).toBe(200);
      t.clock.advance(1000);
      const res = await user.api.post("/auth/password", {
        currentPassword: user.credentials.password,
        newPassword: "brand-new-password",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        code: "PASSWORD_CHANGED",
        tokenType: "Bearer",
        refreshToken: expect.stringMatching(REFRESH_TOKEN),
      });
      expectError(await refresh(t, user.refreshToken), 401, "REFRESH_TOKEN_INVALID");
      expectError(await apiClient(t.request, secret).get("/wallet"), 401, "AUTH_TOKEN_INVALID");
      expectError(await user.api.get("/wallet"), 401, "AUTH_TOKEN_INVALID");
      const fresh = apiClient(t.request, res.body.accessToken);
      expect((await fresh.get("/wallet")).status).toBe(200);
      expect((await fresh.get("/auth/tokens")).body.tokens).toEqual([]);
      expect((await refresh(t, res.body.refreshToken)).status).toBe(200);
      const anonymous = apiClient(t.request);
      const email = user.credentials.email;
      expectError(
        await anonymous.post("/auth/login", { email, password: user.credentials.password }),
        401,
        "INVALID_CREDENTIALS",
      );
      expect((await anonymous.post("/auth/login", { email, password: "brand-new-password" })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("refuses an access token issued in the same second as the change, a few milliseconds before it", async () => {
    const t = await makeTestApp({ store, now: "2026-03-15T12:00:00.100Z" });
    try {
      const user = await registerAndLogin(t);
      expect((await user.api.get("/wallet")).status).toBe(200);
      t.clock.advance(5);
      const res = await user.api.post("/auth/password", {
        currentPassword: user.credentials.password,
        newPassword: "brand-new-password",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectError(await user.api.get("/wallet"), 401, "AUTH_TOKEN_INVALID");
      // The session that changed it keeps working with the token it was just given, in that millisecond.
      expect((await apiClient(t.request, res.body.accessToken).get("/wallet")).status).toBe(200);
      t.clock.advance(1);
      expectError(await user.api.get("/wallet"), 401, "AUTH_TOKEN_INVALID");
    } finally {
      await t.close();
    }
  });

  const t = useTestApp({ store, env: { LOGIN_FREE_FAILURES: "2" } });

  it("a wrong current password is 401 INVALID_CREDENTIALS, counted by the login backoff; nothing changes", async () => {
    const user = await registerAndLogin(t());
    const wrong = { currentPassword: "not-my-password", newPassword: "brand-new-password" };
    expectError(await user.api.post("/auth/password", wrong), 401, "INVALID_CREDENTIALS");
    expectError(await user.api.post("/auth/password", wrong), 401, "INVALID_CREDENTIALS");
    const waiting = await user.api.post("/auth/password", wrong);
    expectError(waiting, 429, "RATE_LIMITED");
    expect(waiting.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refresh(t(), user.refreshToken)).status).toBe(200);
  });

  it("holds the new password to the registration rule", async () => {
    const user = await registerAndLogin(t());
    const short = await user.api.post("/auth/password", {
      currentPassword: user.credentials.password,
      newPassword: "short",
    });
    expectError(short, 400, "VALIDATION_ERROR");
    expect(short.body.details).toEqual([{ path: "newPassword", message: "Password must have at least 8 characters" }]);
    const long = await user.api.post("/auth/password", {
      currentPassword: user.credentials.password,
      newPassword: "é".repeat(37),
    });
    expectError(long, 400, "VALIDATION_ERROR");
    expectError(await user.api.post("/auth/password", { newPassword: "brand-new-password" }), 400, "VALIDATION_ERROR");
  });

  it("never writes a secret, a refresh token or a password into the logs", async () => {
    const user = await registerAndLogin(t());
    const { secret } = await aToken(user);
    await apiClient(t().request, secret).get("/wallet");
    await refresh(t(), user.refreshToken);
    await user.api.post("/auth/password", {
      currentPassword: user.credentials.password,
      newPassword: "brand-new-password",
    });
    const logs = t().logs.join("\n");
    for (const text of [secret.slice(8), user.refreshToken.slice(7), user.credentials.password, "brand-new-password"]) {
      expect(logs).not.toContain(text);
    }
  });
});

describe("tokens without a store", () => {
  it("the JWT path stays free of personal-access-token look-ups", async () => {
    let lookups = 0;
    const t = await makeTestApp({
      deps: (base) => ({
        repositories: {
          ...base.repositories,
          // Counts look-ups by hash; every other method passes through.
          personalAccessTokens: new Proxy(base.repositories.personalAccessTokens, {
            get: (target, property, receiver) => {
              const value = Reflect.get(target, property, receiver);
              if (property !== "findByHash" || typeof value !== "function") return value;
              return (hash: string) => {
                lookups += 1;
                return value.call(target, hash);
              };
            },
          }),
        },
      }),
    });
    try {
      const user = await registerAndLogin(t);
      expect((await user.api.get("/wallet")).status).toBe(200);
      expect(lookups).toBe(0);
      const { secret } = await aToken(user);
      expect((await apiClient(t.request, secret).get("/wallet")).status).toBe(200);
      expect(lookups).toBe(1);
    } finally {
      await t.close();
    }
  });
});
