import createClient, { type Client } from "openapi-fetch";
import { clientFetch } from "./clientFetch";
import type { components, paths } from "./generated/api";
import { type Fetch, type RefreshLock, Session, type SessionMode, type TokenStore, type Tokens } from "./session";

export { IDEMPOTENCY_KEY } from "./clientFetch";
export type { components, operations, paths } from "./generated/api";
export type { Fetch, RefreshLock, SessionMode, TokenStore, Tokens } from "./session";

/** The body of every error answer: `{code, message, error, details?}`. */
export type ApiError = components["schemas"]["Error"];

export interface FinanceClientOptions {
  /** Where the service is, e.g. `http://localhost:3000` (paths carry their `/api/v1`). */
  readonly baseUrl: string;
  /**
   * Where the refresh token lives. `"token"` (default): in this client, sent in the body of refresh
   * and logout. `"cookie"` (browsers on the service's own origin): in the service's `HttpOnly`
   * cookie, out of every script's reach; the access token stays in memory and `refresh()` gets one
   * from the cookie after a reload.
   */
  readonly session?: SessionMode;
  /**
   * Serialises refreshes among every holder of the session (browser tabs share one cookie):
   * `(run) => navigator.locks.request("finance-refresh", run)`. Inside it the client first checks
   * whether another holder already handed it a newer access token through `setTokens`.
   */
  readonly refreshLock?: RefreshLock;
  /** Tokens from an earlier session; `login` sets them too. */
  readonly tokens?: Tokens;
  /** Called whenever the tokens change (login, refresh) and with `null` when a refresh is refused. */
  readonly onTokens?: TokenStore;
  /** Default `globalThis.fetch`. */
  readonly fetch?: Fetch;
  /** Default `crypto.randomUUID()`. */
  readonly newIdempotencyKey?: () => string;
  /**
   * More attempts of a request whose sending failed (a network error or timeout, never an HTTP
   * answer), with the same `Idempotency-Key`. Default 0.
   */
  readonly retries?: number;
}

type LoginBody = NonNullable<paths["/api/v1/auth/login"]["post"]["requestBody"]>["content"]["application/json"];
/** E-mail and password; the client adds where the refresh token goes. */
type Credentials = Omit<LoginBody, "session">;
const postLogin = (api: Client<paths>, body: LoginBody) =>
  api.POST("/api/v1/auth/login", { body, credentials: "same-origin" });

export type FinanceClient = Client<paths> & {
  /**
   * Logs in and keeps the answer's tokens (the refresh token too, when the service issues one; in
   * cookie mode the service keeps it in its cookie).
   */
  login(credentials: Credentials): ReturnType<typeof postLogin>;
  /**
   * Gets a new access token now: from the refresh token, or in cookie mode from the cookie (on page
   * load, and before `tokens().expiresAt`). True when there is one; false when the service refused
   * (the tokens are then cleared) or there is nothing to refresh with. Concurrent calls share one refresh.
   */
  refresh(): Promise<boolean>;
  /** Ends the session on the service too (its refresh tokens revoked, the cookie cleared), then forgets the tokens. */
  logout(): Promise<void>;
  /** The tokens in use, or null. */
  tokens(): Tokens | null;
  setTokens(tokens: Tokens | null): Promise<void>;
};

/**
 * A typed client of the whole API (openapi-fetch over the types generated from the service's
 * OpenAPI document). Every call answers `{data, error, response}`: an error answer is a typed
 * `error`, never a throw (only a network failure throws). Runs anywhere `fetch` does.
 */
export const createFinanceClient = (options: FinanceClientOptions): FinanceClient => {
  const send: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const newIdempotencyKey = options.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const mode = options.session ?? "token";
  const session = new Session({
    mode,
    tokens: options.tokens,
    store: options.onTokens,
    baseUrl,
    send,
    newIdempotencyKey,
    lock: options.refreshLock,
  });
  const api = createClient<paths>({
    baseUrl,
    fetch: clientFetch({ send, session, newIdempotencyKey, retries: options.retries ?? 0 }),
  });
  return {
    ...api,
    async login(credentials) {
      const body = (mode === "cookie" ? { ...credentials, session: "cookie" } : credentials) as LoginBody;
      const result = await postLogin(api, body);
      if (result.data) await session.accept(result.data);
      return result;
    },
    refresh: () => session.renew(session.tokens?.accessToken),
    logout: () => session.logout(),
    tokens: () => session.tokens,
    setTokens: (tokens) => session.set(tokens),
  };
};
