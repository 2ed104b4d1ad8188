/** What the client holds to call the API: a short-lived access token and, when given, a refresh token. */
export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken?: string | undefined;
  /**
   * When the access token expires (milliseconds since the epoch, from the answer's `expiresIn`),
   * so a caller can refresh before it does. Set in cookie mode.
   */
  readonly expiresAt?: number | undefined;
}

/** Told every time the tokens change: after login, after each refresh, and `null` when a refresh was refused. */
export type TokenStore = (tokens: Tokens | null) => void | Promise<void>;

export type Fetch = (request: Request) => Promise<Response>;

/**
 * Where the refresh token lives: `"token"` in the client's memory (sent in the body of refresh and
 * logout), `"cookie"` in the service's `HttpOnly` cookie, which no script can read (browsers).
 */
export type SessionMode = "token" | "cookie";

/**
 * Runs one refresh at a time across every holder of the same session, e.g. across browser tabs:
 * `(run) => navigator.locks.request("finance-refresh", run)`.
 */
export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

/** The paths of the session calls, under the same base URL as the API. */
export const REFRESH_PATH = "/api/v1/auth/refresh";
export const LOGOUT_PATH = "/api/v1/auth/logout";

/** The header the service requires on refresh and logout by cookie; a cross-site form cannot set it. */
export const REQUESTED_WITH = "X-Requested-With";

export interface SessionOptions {
  readonly mode: SessionMode;
  readonly tokens: Tokens | undefined;
  readonly store: TokenStore | undefined;
  readonly baseUrl: string;
  readonly send: Fetch;
  readonly newIdempotencyKey: () => string;
  readonly lock: RefreshLock | undefined;
}

interface SessionAnswer {
  readonly accessToken?: unknown;
  readonly refreshToken?: unknown;
  readonly expiresIn?: unknown;
}

/**
 * The tokens of one client and the one refresh in flight. Refresh tokens rotate on every use and
 * the reuse of a rotated one revokes the whole family, so concurrent requests that all met an
 * expired access token share a single refresh instead of each spending the same refresh token;
 * with a lock, holders in other tabs wait for it and use the token it obtained.
 */
export class Session {
  private current: Tokens | null;
  private refreshing: Promise<boolean> | undefined;

  constructor(private readonly options: SessionOptions) {
    this.current = options.tokens ?? null;
  }

  get mode(): SessionMode {
    return this.options.mode;
  }

  get tokens(): Tokens | null {
    return this.current;
  }

  /**
   * Replaces the tokens and tells the store, unless they are the ones held already: tabs that
   * hand each other their tokens (`onTokens` -> `setTokens`) stop after one round.
   */
  async set(tokens: Tokens | null): Promise<void> {
    const same =
      tokens?.accessToken === this.current?.accessToken && tokens?.refreshToken === this.current?.refreshToken;
    this.current = tokens;
    if (!same) await this.options.store?.(tokens);
  }

  /** Keeps the tokens of a login or password-change answer. */
  accept(answer: SessionAnswer): Promise<void> {
    return this.set(this.tokensOf(answer, undefined));
  }

  /**
   * Makes `usedAccessToken` stale: true when a fresh access token is there to retry with. When
   * another request (or, through `setTokens`, another tab) already refreshed since, its token is
   * used without a second refresh.
   */
  renew(usedAccessToken: string | undefined): Promise<boolean> {
    if (this.current && this.current.accessToken !== usedAccessToken) return Promise.resolve(true);
    if (this.options.mode === "token" && !this.current?.refreshToken) return Promise.resolve(false);
    this.refreshing ??= this.locked(usedAccessToken).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Ends the session on the service (its refresh tokens revoked, the cookie cleared) and here. */
  async logout(): Promise<void> {
    const refreshToken = this.current?.refreshToken;
    if (this.options.mode === "cookie" || refreshToken) {
      const response = await this.post(LOGOUT_PATH, this.options.mode === "cookie" ? {} : { refreshToken });
      await response.body?.cancel();
    }
    await this.set(null);
  }

  private locked(usedAccessToken: string | undefined): Promise<boolean> {
    const run = async (): Promise<boolean> => {
      // Waiting for the lock, another tab may have refreshed and handed its token over: spending
      // the refresh token (or the cookie) it rotated would revoke the session.
      if (this.current && this.current.accessToken !== usedAccessToken) return true;
      return this.refresh();
    };
    return this.options.lock ? this.options.lock(run) : run();
  }

  private async refresh(): Promise<boolean> {
    const refreshToken = this.current?.refreshToken;
    if (this.options.mode === "token" && !refreshToken) return false;
    const response = await this.post(REFRESH_PATH, this.options.mode === "cookie" ? {} : { refreshToken });
    const body = (await response.json().catch(() => null)) as SessionAnswer | null;
    if (response.ok && typeof body?.accessToken === "string") {
      await this.set(this.tokensOf(body, refreshToken));
      return true;
    }
    // Refused (revoked, reused, expired): these tokens will never work again. A failure of the
    // service itself (5xx) leaves them, to be tried on the next request.
    if (response.status === 400 || response.status === 401) await this.set(null);
    return false;
  }

  private post(path: string, body: object): Promise<Response> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Idempotency-Key": this.options.newIdempotencyKey(),
    };
    if (this.options.mode === "cookie") headers[REQUESTED_WITH] = "finance-client";
    return this.options.send(
      new Request(`${this.options.baseUrl}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        credentials: "same-origin",
      }),
    );
  }

  private tokensOf(answer: SessionAnswer, previousRefreshToken: string | undefined): Tokens {
    const accessToken = answer.accessToken as string;
    if (this.options.mode === "cookie") {
      const expiresAt = typeof answer.expiresIn === "number" ? Date.now() + answer.expiresIn * 1000 : undefined;
      return { accessToken, expiresAt };
    }
    const refreshToken = typeof answer.refreshToken === "string" ? answer.refreshToken : previousRefreshToken;
    return { accessToken, refreshToken };
  }
}
