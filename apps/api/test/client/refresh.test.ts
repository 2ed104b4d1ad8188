import { createFinanceClient, type Tokens } from "@finance/client";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { aUser, aWallet, badTokens } from "../support";
import { useLiveServer } from "./liveServer";

const REFRESH_PATH = "/api/v1/auth/refresh";

/**
 * Stands in for `POST /auth/refresh` while the service has none: `{refreshToken}` -> the login
 * envelope with a fresh access token (a real one: it logs in to the real server) and a rotated
 * refresh token; an unknown refresh token is 401, as the real route answers.
 */
const fakeRefreshRoute = (serverUrl: string, user: { email: string; password: string }, firstToken: string) => {
  let current = firstToken;
  let rotations = 0;
  const app = new Hono().post(REFRESH_PATH, async (c) => {
    const { refreshToken } = await c.req.json<{ refreshToken: string }>();
    if (refreshToken !== current) {
      return c.json(
        { code: "AUTH_TOKEN_INVALID", message: "Refresh token is invalid", error: "Refresh token is invalid" },
        401,
      );
    }
    const login = await fetch(`${serverUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const body = (await login.json()) as { accessToken: string; expiresIn: number };
    current = `refresh-${++rotations}`;
    return c.json({
      code: "TOKEN_REFRESHED",
      message: "Token refreshed",
      accessToken: body.accessToken,
      refreshToken: current,
      tokenType: "Bearer",
      expiresIn: body.expiresIn,
    });
  });
  return async (request: Request): Promise<Response> => app.fetch(request);
};

describe("@finance/client refreshes an expired access token once", () => {
  const server = useLiveServer();
  let realRefresh = false;

  beforeAll(async () => {
    const document = (await (await fetch(`${server().url}/api/v1/openapi.json`)).json()) as { paths: object };
    realRefresh = REFRESH_PATH in document.paths;
  });

  /**
   * A user whose client holds an expired access token and a valid refresh token: the service's own
   * when it has the refresh route, else one the fake route issued.
   */
  const withExpiredToken = async () => {
    const user = aUser();
    const plain = createFinanceClient({ baseUrl: server().url });
    const registered = await plain.POST("/api/v1/auth/register", { body: user });
    const userId = registered.data?.user.id as string;
    await plain.login({ email: user.email, password: user.password });
    const refreshToken = realRefresh ? (plain.tokens()?.refreshToken as string) : "refresh-0";
    const fake = fakeRefreshRoute(server().url, user, refreshToken);
    const calls: string[] = [];
    const stored: Array<Tokens | null> = [];
    const client = createFinanceClient({
      baseUrl: server().url,
      tokens: { accessToken: (await badTokens(userId)).expired, refreshToken },
      onTokens: (tokens) => void stored.push(tokens),
      fetch: (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        const isRefresh = new URL(request.url).pathname === REFRESH_PATH;
        return isRefresh && !realRefresh ? fake(request) : globalThis.fetch(request);
      },
    });
    return { client, calls, stored, refreshToken };
  };

  it("on 401 AUTH_TOKEN_EXPIRED: one POST /auth/refresh, the new tokens stored, the request retried", async () => {
    const { client, calls, stored, refreshToken } = await withExpiredToken();
    const created = await client.POST("/api/v1/wallet", { body: aWallet() });
    expect(created.response.status).toBe(201);
    expect(calls).toEqual(["POST /api/v1/wallet", `POST ${REFRESH_PATH}`, "POST /api/v1/wallet"]);
    expect(stored).toEqual([{ accessToken: expect.any(String), refreshToken: expect.any(String) }]);
    expect(stored[0]?.refreshToken).not.toBe(refreshToken);
    expect(client.tokens()).toEqual(stored[0]);
    expect((await client.GET("/api/v1/wallet")).data?.wallets).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith(REFRESH_PATH))).toHaveLength(1);
  });

  it("shares one refresh between concurrent requests (a rotated refresh token must not be spent twice)", async () => {
    const { client, calls } = await withExpiredToken();
    const answers = await Promise.all([
      client.GET("/api/v1/wallet"),
      client.GET("/api/v1/categories"),
      client.GET("/api/v1/transaction"),
    ]);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
    expect(calls.filter((call) => call.endsWith(REFRESH_PATH))).toHaveLength(1);
  });

  it("answers the 401 as a typed error and forgets the tokens when the refresh is refused", async () => {
    const { client, calls, stored } = await withExpiredToken();
    await client.setTokens({
      accessToken: client.tokens()?.accessToken as string,
      refreshToken: "not-a-refresh-token",
    });
    stored.length = 0;
    const refused = await client.GET("/api/v1/wallet");
    expect([refused.response.status, refused.error?.code]).toEqual([401, "AUTH_TOKEN_EXPIRED"]);
    expect(stored).toEqual([null]);
    expect(client.tokens()).toBeNull();
    expect(calls.filter((call) => call.endsWith(REFRESH_PATH))).toHaveLength(1);
  });
});
