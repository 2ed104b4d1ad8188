import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RealServer, type RealStore, startRealServer } from "./hardening/support";
import { aUser, aWallet, TEST_DATABASE_URL, type TestResponse } from "./support";

/**
 * Browser sessions over real sockets, as a browser would meet them: the refresh token only in the
 * `finance_refresh` cookie (HttpOnly, SameSite=Strict, on the auth path), a reload refreshing from
 * it, its rotation and reuse detection, logout, and the cross-site request checks. Token clients'
 * answers stay byte for byte what they were.
 */

const COOKIE = "finance_refresh";
const ALLOWED_ORIGIN = "https://app.example.com";
const XRW = { "X-Requested-With": "finance-web" };
const REFRESH_TOKEN = /^fin_rt_[A-Za-z0-9_-]{43}$/;

interface SetCookie {
  readonly value: string;
  readonly attributes: ReadonlyMap<string, string>;
}

/** The one `finance_refresh` Set-Cookie of an answer, parsed. */
const setCookieOf = (headers: Headers): SetCookie | undefined => {
  const lines = headers.getSetCookie().filter((line) => line.startsWith(`${COOKIE}=`));
  expect(lines.length, lines.join(" | ")).toBeLessThanOrEqual(1);
  const [pair, ...rest] = (lines[0] ?? "").split(";").map((part) => part.trim());
  if (pair === undefined || pair === "") return undefined;
  const attributes = new Map(
    rest.map((part) => {
      const [name = "", ...value] = part.split("=");
      return [name.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { value: decodeURIComponent(pair.slice(COOKIE.length + 1)), attributes };
};

const describeStore = (store: RealStore, body: () => void) => {
  if (store === "postgres" && !TEST_DATABASE_URL) {
    describe.skip("cookie sessions over HTTP [postgres: skipped, TEST_DATABASE_URL is not set]", body);
  } else describe(`cookie sessions over HTTP [${store}]`, body);
};

for (const store of ["sqlite", "postgres"] as const) {
  describeStore(store, () => {
    let server: RealServer;
    beforeAll(async () => {
      server = await startRealServer(store, { CORS_ORIGINS: ALLOWED_ORIGIN });
    });
    afterAll(async () => {
      await server?.close();
    });

    const post = (path: string, options: { body?: unknown; headers?: Record<string, string>; token?: string } = {}) =>
      server.request("POST", `/api/v1${path}`, options);
    const withCookie = (value: string, headers: Record<string, string> = XRW) => ({
      ...headers,
      Cookie: `${COOKIE}=${value}`,
    });

    const aRegisteredUser = async () => {
      const user = aUser();
      expect((await post("/auth/register", { body: user })).status).toBe(201);
      return user;
    };

    /** Logs in with a cookie session: the answer and the cookie's value. */
    const cookieLogin = async () => {
      const user = await aRegisteredUser();
      const res = await post("/auth/login", {
        body: { email: user.email, password: user.password, session: "cookie" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const cookie = setCookieOf(res.headers);
      if (!cookie) throw new Error("login set no cookie");
      return { user, res, cookie: cookie.value };
    };

    const walletsWith = (accessToken: string) => server.request("GET", "/api/v1/wallet", { token: accessToken });

    it("login with session cookie sets the refresh token as an HttpOnly, SameSite=Strict cookie on the auth path only", async () => {
      const { res, cookie } = await cookieLogin();
      expect(res.body).toEqual({
        code: "LOGIN_SUCCESS",
        message: "Logged in",
        accessToken: expect.any(String),
        tokenType: "Bearer",
        expiresIn: 3600,
        refreshExpiresIn: 30 * 24 * 3600,
        user: expect.objectContaining({ email: expect.any(String) }),
      });
      expect(JSON.stringify(res.body)).not.toContain("fin_rt_");
      expect(cookie).toMatch(REFRESH_TOKEN);
      const attributes = setCookieOf(res.headers)?.attributes;
      expect(Object.fromEntries(attributes ?? [])).toEqual({
        "max-age": String(30 * 24 * 3600),
        path: "/api/v1/auth",
        httponly: "",
        samesite: "Strict",
      });
      expect((await walletsWith(res.body.accessToken)).status).toBe(200);
    });

    it("marks the cookie Secure unless the request is plain http to a loopback name", async () => {
      const user = await aRegisteredUser();
      const body = JSON.stringify({ email: user.email, password: user.password, session: "cookie" });
      const port = new URL(server.service.url).port;
      const loginAs = (host: string) =>
        new Promise<string[]>((resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              method: "POST",
              path: "/api/v1/auth/login",
              headers: { Host: host, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
            },
            (res) => {
              res.resume();
              expect(res.statusCode).toBe(200);
              res.on("end", () => resolve(res.headers["set-cookie"] ?? []));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      const secureOf = async (host: string) => {
        const lines = await loginAs(host);
        expect(lines).toHaveLength(1);
        return /;\s*Secure(;|$)/i.test(lines[0] ?? "");
      };
      expect(await secureOf("finance.example.com")).toBe(true);
      expect(await secureOf(`finance.example.com:${port}`)).toBe(true);
      expect(await secureOf(`localhost:${port}`)).toBe(false);
      expect(await secureOf(`127.0.0.1:${port}`)).toBe(false);
      expect(await secureOf(`[::1]:${port}`)).toBe(false);
    });

    it("a reload refreshes from the cookie alone: a new access token, the cookie rotated, no token in the body", async () => {
      const { cookie } = await cookieLogin();
      // No body at all, as after a page load: only the cookie and the header.
      const refreshed = await post("/auth/refresh", { headers: withCookie(cookie) });
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
      expect(refreshed.body).toEqual({
        code: "TOKEN_REFRESHED",
        message: "Token refreshed",
        accessToken: expect.any(String),
        tokenType: "Bearer",
        expiresIn: 3600,
        refreshExpiresIn: 30 * 24 * 3600,
      });
      const next = setCookieOf(refreshed.headers);
      expect(next?.value).toMatch(REFRESH_TOKEN);
      expect(next?.value).not.toBe(cookie);
      expect(next?.attributes.get("path")).toBe("/api/v1/auth");
      expect(next?.attributes.has("httponly")).toBe(true);
      expect((await walletsWith(refreshed.body.accessToken)).status).toBe(200);

      // An empty JSON object is the same call.
      const again = await post("/auth/refresh", { body: {}, headers: withCookie(next?.value ?? "") });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(setCookieOf(again.headers)?.value).toMatch(REFRESH_TOKEN);
    });

    it("presenting a rotated cookie again revokes the whole session and clears the cookie", async () => {
      const { cookie: first } = await cookieLogin();
      const rotated = await post("/auth/refresh", { headers: withCookie(first) });
      expect(rotated.status).toBe(200);
      const second = setCookieOf(rotated.headers)?.value ?? "";

      const replay = await post("/auth/refresh", { headers: withCookie(first) });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({
        code: "REFRESH_TOKEN_INVALID",
        message: expect.any(String),
        error: replay.body.message,
      });
      const cleared = setCookieOf(replay.headers);
      expect([cleared?.value, cleared?.attributes.get("max-age"), cleared?.attributes.get("path")]).toEqual([
        "",
        "0",
        "/api/v1/auth",
      ]);
      // The family is gone: the newest cookie no longer works either.
      expect((await post("/auth/refresh", { headers: withCookie(second) })).body.code).toBe("REFRESH_TOKEN_INVALID");
    });

    it("an unknown or missing cookie is 401 REFRESH_TOKEN_INVALID", async () => {
      const unknown = await post("/auth/refresh", { headers: withCookie(`fin_rt_${"A".repeat(43)}`) });
      expect([unknown.status, unknown.body.code, setCookieOf(unknown.headers)?.attributes.get("max-age")]).toEqual([
        401,
        "REFRESH_TOKEN_INVALID",
        "0",
      ]);
      const none = await post("/auth/refresh", { headers: XRW });
      expect([none.status, none.body.code]).toEqual([401, "REFRESH_TOKEN_INVALID"]);
    });

    it("logout by cookie ends the session and clears the cookie", async () => {
      const { cookie } = await cookieLogin();
      const out = await post("/auth/logout", { headers: withCookie(cookie) });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      expect(out.body).toEqual({ code: "LOGGED_OUT", message: "Logged out" });
      const cleared = setCookieOf(out.headers);
      expect([cleared?.value, cleared?.attributes.get("max-age"), cleared?.attributes.get("path")]).toEqual([
        "",
        "0",
        "/api/v1/auth",
      ]);
      expect((await post("/auth/refresh", { headers: withCookie(cookie) })).body.code).toBe("REFRESH_TOKEN_INVALID");
    });

    it("refuses cookie calls without X-Requested-With or from a foreign Origin (403 CSRF_REJECTED), rotating nothing", async () => {
      const { cookie } = await cookieLogin();
      const own = new URL(server.service.url).origin;
      const refusals = [
        await post("/auth/refresh", { headers: withCookie(cookie, {}) }),
        await post("/auth/refresh", { headers: withCookie(cookie, { "X-Requested-With": " " }) }),
        await post("/auth/refresh", { headers: withCookie(cookie, { ...XRW, Origin: "https://evil.example" }) }),
        await post("/auth/refresh", { headers: withCookie(cookie, { ...XRW, Origin: "null" }) }),
        await post("/auth/refresh", {
          body: {},
          headers: withCookie(cookie, { ...XRW, Origin: `${own}.evil.example` }),
        }),
        await post("/auth/logout", { headers: withCookie(cookie, {}) }),
        await post("/auth/logout", { headers: withCookie(cookie, { ...XRW, Origin: "http://localhost:1" }) }),
      ];
      for (const refused of refusals) {
        expect(refused.status, JSON.stringify(refused.body)).toBe(403);
        expect(refused.body).toEqual({
          code: "CSRF_REJECTED",
          message: expect.any(String),
          error: refused.body.message,
        });
        expect(refused.headers.getSetCookie()).toEqual([]);
      }
      // Nothing was rotated or revoked: the same cookie still works, from this origin and from CORS_ORIGINS.
      const fromOwn = await post("/auth/refresh", { headers: withCookie(cookie, { ...XRW, Origin: own }) });
      expect(fromOwn.status, JSON.stringify(fromOwn.body)).toBe(200);
      const next = setCookieOf(fromOwn.headers)?.value ?? "";
      const fromAllowed = await post("/auth/refresh", {
        headers: withCookie(next, { ...XRW, Origin: ALLOWED_ORIGIN }),
      });
      expect(fromAllowed.status, JSON.stringify(fromAllowed.body)).toBe(200);
    });

    it("a password change with session cookie puts the new session in the cookie and ends the old one", async () => {
      const { user, res, cookie } = await cookieLogin();
      const changed = await post("/auth/password", {
        token: res.body.accessToken,
        body: { currentPassword: user.password, newPassword: "another-long-pass", session: "cookie" },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.refreshToken).toBeUndefined();
      const fresh = setCookieOf(changed.headers)?.value ?? "";
      expect(fresh).toMatch(REFRESH_TOKEN);
      expect((await post("/auth/refresh", { headers: withCookie(cookie) })).status).toBe(401);
      expect((await post("/auth/refresh", { headers: withCookie(fresh) })).status).toBe(200);
    });

    it("a token in the body wins over a cookie and needs no header; session must be body or cookie", async () => {
      const user = await aRegisteredUser();
      const login = await post("/auth/login", { body: { email: user.email, password: user.password } });
      const { cookie } = await cookieLogin();
      const byBody = await post("/auth/refresh", {
        body: { refreshToken: login.body.refreshToken },
        headers: { Cookie: `${COOKIE}=${cookie}` },
      });
      expect(byBody.status).toBe(200);
      expect(byBody.body.refreshToken).toMatch(REFRESH_TOKEN);
      expect(byBody.headers.getSetCookie()).toEqual([]);
      // The cookie's session was not touched.
      expect((await post("/auth/refresh", { headers: withCookie(cookie) })).status).toBe(200);

      const wrong = await post("/auth/login", { body: { email: user.email, password: user.password, session: "jar" } });
      expect([wrong.status, wrong.body.code, wrong.body.details?.[0]?.path]).toEqual([
        400,
        "VALIDATION_ERROR",
        "session",
      ]);
    });

    it("token clients get byte for byte the answers they got before, and no cookie", async () => {
      const user = await aRegisteredUser();
      const exact = (res: TestResponse, fields: Record<string, unknown>) => {
        expect(new TextDecoder().decode(res.bytes)).toBe(JSON.stringify(fields));
        expect(res.headers.getSetCookie()).toEqual([]);
      };
      for (const session of [undefined, "body"]) {
        const login = await post("/auth/login", {
          body: { email: user.email, password: user.password, ...(session && { session }) },
        });
        const b = login.body;
        exact(login, {
          code: "LOGIN_SUCCESS",
          message: "Logged in",
          accessToken: b.accessToken,
          tokenType: "Bearer",
          expiresIn: 3600,
          refreshToken: b.refreshToken,
          refreshExpiresIn: 2592000,
          user: { id: b.user.id, name: user.name, email: user.email, createdAt: b.user.createdAt },
        });
        const refreshed = await post("/auth/refresh", { body: { refreshToken: b.refreshToken } });
        const r = refreshed.body;
        exact(refreshed, {
          code: "TOKEN_REFRESHED",
          message: "Token refreshed",
          accessToken: r.accessToken,
          tokenType: "Bearer",
          expiresIn: 3600,
          refreshToken: r.refreshToken,
          refreshExpiresIn: 2592000,
        });
        exact(await post("/auth/logout", { body: { refreshToken: r.refreshToken } }), {
          code: "LOGGED_OUT",
          message: "Logged out",
        });
      }
      const login = await post("/auth/login", { body: { email: user.email, password: user.password } });
      const changed = await post("/auth/password", {
        token: login.body.accessToken,
        body: { currentPassword: user.password, newPassword: "a-new-long-password" },
      });
      exact(changed, {
        code: "PASSWORD_CHANGED",
        message: "Password changed",
        accessToken: changed.body.accessToken,
        tokenType: "Bearer",
        expiresIn: 3600,
        refreshToken: changed.body.refreshToken,
        refreshExpiresIn: 2592000,
      });
      expect(changed.body.refreshToken).toMatch(REFRESH_TOKEN);
      expect(
        (await server.request("POST", "/api/v1/wallet", { token: changed.body.accessToken, body: aWallet() })).status,
      ).toBe(201);
    });
  });
}
