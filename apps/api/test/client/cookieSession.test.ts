import { createFinanceClient, type FinanceClient, type RefreshLock, type Tokens } from "@finance/client";
import { describe, expect, it } from "vitest";
import { aUser, aWallet, badTokens, TEST_RATE_LIMITS } from "../support";
import { useLiveServer } from "./liveServer";

const COOKIE = "finance_refresh";
const REFRESH_PATH = "/api/v1/auth/refresh";
const LOGOUT_PATH = "/api/v1/auth/logout";

interface Sent {
  readonly path: string;
  readonly requestedWith: string | null;
  readonly cookie: string | null;
  readonly credentials: Request["credentials"];
  readonly body: string;
}

/**
 * What the client relies on from a browser, for the one cookie it deals with: the service's
 * `finance_refresh` cookie kept from its Set-Cookie (dropped at Max-Age=0) and sent back only
 * under its Path. Every tab of one browser shares it; every request is recorded as sent.
 */
const aBrowser = () => {
  const jar: { value?: string; path?: string } = {};
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const outgoing = new Request(request);
    if (jar.value !== undefined && jar.path !== undefined && url.pathname.startsWith(jar.path)) {
      outgoing.headers.set("Cookie", `${COOKIE}=${jar.value}`);
    }
    sent.push({
      path: url.pathname,
      requestedWith: outgoing.headers.get("X-Requested-With"),
      cookie: outgoing.headers.get("Cookie"),
      credentials: outgoing.credentials,
      body: await outgoing.clone().text(),
    });
    const response = await globalThis.fetch(outgoing);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      if (!pair.startsWith(`${COOKIE}=`)) continue;
      const attribute = (name: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
      if (attribute("max-age") === "0") {
        delete jar.value;
        delete jar.path;
      } else {
        jar.value = pair.slice(COOKIE.length + 1);
        jar.path = attribute("path") ?? "/";
      }
    }
    return response;
  };
  return { jar, sent, fetch, refreshes: () => sent.filter((s) => s.path === REFRESH_PATH) };
};

type Browser = ReturnType<typeof aBrowser>;

/** `navigator.locks.request(name, run)` for the tabs of one test: one holder at a time, in order. */
const aLock = (): RefreshLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
};

describe("@finance/client cookie sessions against the real server", () => {
  // Every test signs a user up and in: more than the contract's 10 per minute from one address.
  const server = useLiveServer(TEST_RATE_LIMITS);

  const aTab = (browser: Browser, options: { refreshLock?: RefreshLock; onTokens?: (t: Tokens | null) => void } = {}) =>
    createFinanceClient({ baseUrl: server().url, session: "cookie", fetch: browser.fetch, ...options });

  const signedIn = async (browser: Browser = aBrowser()) => {
    const user = aUser();
    const stored: Array<Tokens | null> = [];
    const tab = aTab(browser, { onTokens: (tokens) => void stored.push(tokens) });
    const registered = await tab.POST("/api/v1/auth/register", { body: user });
    const login = await tab.login({ email: user.email, password: user.password });
    expect(login.data?.code).toBe("LOGIN_SUCCESS");
    return { browser, tab, stored, user, userId: registered.data?.user.id as string, login };
  };

  it("login asks for the cookie: the refresh token stays in it, the access token in memory with its expiry", async () => {
    const before = Date.now();
    const { browser, tab, stored, login } = await signedIn();
    expect(JSON.parse(browser.sent.at(-1)?.body ?? "{}")).toMatchObject({ session: "cookie" });
    expect(login.data?.refreshToken).toBeUndefined();
    expect(browser.jar.value).toMatch(/^fin_rt_/);
    expect(browser.jar.path).toBe("/api/v1/auth");
    const tokens = tab.tokens();
    expect(tokens).toEqual({ accessToken: login.data?.accessToken, expiresAt: expect.any(Number) });
    expect(tokens?.expiresAt).toBeGreaterThanOrEqual(before + 3600 * 1000);
    expect(tokens?.expiresAt).toBeLessThanOrEqual(Date.now() + 3600 * 1000);
    expect(stored).toEqual([tokens]);
    // The cookie goes to the auth routes only.
    expect((await tab.GET("/api/v1/wallet")).response.status).toBe(200);
    expect(browser.sent.at(-1)).toMatchObject({ path: "/api/v1/wallet", cookie: null });
  });

  it("after a reload, refresh() gets an access token from the cookie alone, and the cookie rotates", async () => {
    const { browser } = await signedIn();
    const first = browser.jar.value;
    const reloaded = aTab(browser);
    expect(reloaded.tokens()).toBeNull();
    expect(await reloaded.refresh()).toBe(true);
    expect(browser.refreshes()).toEqual([
      {
        path: REFRESH_PATH,
        requestedWith: expect.any(String),
        cookie: `${COOKIE}=${first}`,
        credentials: "same-origin",
        body: "{}",
      },
    ]);
    expect(browser.refreshes()[0]?.requestedWith).not.toBe("");
    expect(browser.jar.value).toMatch(/^fin_rt_/);
    expect(browser.jar.value).not.toBe(first);
    expect(reloaded.tokens()?.refreshToken).toBeUndefined();
    expect((await reloaded.POST("/api/v1/wallet", { body: aWallet() })).response.status).toBe(201);
  });

  it("a 401 AUTH_TOKEN_EXPIRED refreshes from the cookie once and retries", async () => {
    const { browser, tab, userId } = await signedIn();
    await tab.setTokens({ accessToken: (await badTokens(userId)).expired });
    const listed = await tab.GET("/api/v1/wallet");
    expect(listed.response.status).toBe(200);
    expect(browser.sent.slice(-3).map((s) => s.path)).toEqual(["/api/v1/wallet", REFRESH_PATH, "/api/v1/wallet"]);
  });

  it("two tabs refreshing at once under one lock rotate the cookie once, and the session lives on", async () => {
    const { browser } = await signedIn();
    const lock = aLock();
    // Each tab hands its new tokens to the other, as a BroadcastChannel would.
    const tabs: FinanceClient[] = [];
    const share = (from: number) => (tokens: Tokens | null) => void tabs[1 - from]?.setTokens(tokens);
    tabs.push(aTab(browser, { refreshLock: lock, onTokens: share(0) }));
    tabs.push(aTab(browser, { refreshLock: lock, onTokens: share(1) }));
    const before = browser.refreshes().length;
    expect(await Promise.all([tabs[0]?.refresh(), tabs[1]?.refresh()])).toEqual([true, true]);
    expect(browser.refreshes().length - before).toBe(1);
    expect(tabs[0]?.tokens()?.accessToken).toBe(tabs[1]?.tokens()?.accessToken);
    expect((await tabs[1]?.GET("/api/v1/wallet"))?.response.status).toBe(200);
    // Not revoked: the cookie refreshes again.
    expect(await aTab(browser).refresh()).toBe(true);
  });

  it("without the lock, two tabs spend the same cookie at once and the service ends the session (why the lock is there)", async () => {
    const { browser } = await signedIn();
    const answers = await Promise.all([aTab(browser).refresh(), aTab(browser).refresh()]);
    expect(answers.sort()).toEqual([false, true]);
    expect(await aTab(browser).refresh()).toBe(false);
  });

  it("logout() ends the session on the server, clears the cookie and the tokens", async () => {
    const { browser, tab, stored } = await signedIn();
    const cookie = browser.jar.value;
    await tab.logout();
    expect(browser.sent.at(-1)).toMatchObject({
      path: LOGOUT_PATH,
      cookie: `${COOKIE}=${cookie}`,
      body: "{}",
      requestedWith: expect.any(String),
    });
    expect(browser.jar.value).toBeUndefined();
    expect(tab.tokens()).toBeNull();
    expect(stored.at(-1)).toBeNull();
    // The cookie's session is over even for a browser that kept it.
    const kept = aBrowser();
    kept.jar.value = cookie;
    kept.jar.path = "/api/v1/auth";
    expect(await aTab(kept).refresh()).toBe(false);
    expect(await aTab(browser).refresh()).toBe(false);
  });

  it("a refused refresh clears the tokens and reports null", async () => {
    const browser = aBrowser();
    const stored: Array<Tokens | null> = [];
    const tab = aTab(browser, { onTokens: (tokens) => void stored.push(tokens) });
    await tab.setTokens({ accessToken: "stale" });
    browser.jar.value = `fin_rt_${"Z".repeat(43)}`;
    browser.jar.path = "/api/v1/auth";
    expect(await tab.refresh()).toBe(false);
    expect(tab.tokens()).toBeNull();
    expect(stored).toEqual([{ accessToken: "stale" }, null]);
    expect(browser.jar.value).toBeUndefined();
  });

  it("in token mode, logout() revokes the refresh token it holds", async () => {
    const user = aUser();
    const client = createFinanceClient({ baseUrl: server().url });
    await client.POST("/api/v1/auth/register", { body: user });
    await client.login({ email: user.email, password: user.password });
    const refreshToken = client.tokens()?.refreshToken as string;
    expect(await client.refresh()).toBe(true);
    const rotated = client.tokens()?.refreshToken as string;
    expect(rotated).not.toBe(refreshToken);
    await client.logout();
    expect(client.tokens()).toBeNull();
    const after = await client.POST("/api/v1/auth/refresh", { body: { refreshToken: rotated } });
    expect([after.response.status, after.error?.code]).toEqual([401, "REFRESH_TOKEN_INVALID"]);
  });
});
