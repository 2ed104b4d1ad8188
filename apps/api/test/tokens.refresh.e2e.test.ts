import { expect, it } from "vitest";
import { apiClient, describeEachStore, makeTestApp, registerAndLogin, useTestApp } from "./support";
import { expectError, logout, REFRESH_TOKEN, refresh } from "./tokens.support";

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
