import { describe, expect, it } from "vitest";
import { apiClient, describeEachStore, makeTestApp, registerAndLogin, useTestApp } from "./support";
import { aToken, expectError, REFRESH_TOKEN, refresh } from "./tokens.support";

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
