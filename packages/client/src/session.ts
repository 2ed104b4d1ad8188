/** What the client holds to call the API: a short-lived access token and, when given, a refresh token. */
export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken?: string | undefined;
}

/** Told every time the tokens change: after login, after each refresh, and `null` when a refresh was refused. */
export type TokenStore = (tokens: Tokens | null) => void | Promise<void>;

export type Fetch = (request: Request) => Promise<Response>;

/** The path of the refresh call, under the same base URL as the API. */
export const REFRESH_PATH = "/api/v1/auth/refresh";

/**
 * The tokens of one client and the one refresh in flight. Refresh tokens rotate on every use and
 * the reuse of a rotated one revokes the whole family, so concurrent requests that all met an
 * expired access token share a single refresh instead of each spending the same refresh token.
 */
export class Session {
  private current: Tokens | null;
  private refreshing: Promise<boolean> | undefined;

  constructor(
    tokens: Tokens | undefined,
    private readonly store: TokenStore | undefined,
    private readonly refreshUrl: string,
    private readonly send: Fetch,
    private readonly newIdempotencyKey: () => string,
  ) {
    this.current = tokens ?? null;
  }

  get tokens(): Tokens | null {
    return this.current;
  }

  async set(tokens: Tokens | null): Promise<void> {
    this.current = tokens;
    await this.store?.(tokens);
  }

  /**
   * Makes `usedAccessToken` stale: true when a fresh access token is there to retry with. When
   * another request already refreshed since, its token is used without a second refresh.
   */
  renew(usedAccessToken: string): Promise<boolean> {
    if (this.current && this.current.accessToken !== usedAccessToken) return Promise.resolve(true);
    if (!this.current?.refreshToken) return Promise.resolve(false);
    this.refreshing ??= this.refresh(this.current.refreshToken).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(refreshToken: string): Promise<boolean> {
    const response = await this.send(
      new Request(this.refreshUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": this.newIdempotencyKey() },
        body: JSON.stringify({ refreshToken }),
      }),
    );
    const body = (await response.json().catch(() => null)) as Partial<Tokens> | null;
    if (response.ok && typeof body?.accessToken === "string") {
      await this.set({ accessToken: body.accessToken, refreshToken: body.refreshToken ?? refreshToken });
      return true;
    }
    // Refused (revoked, reused, expired): these tokens will never work again. A failure of the
    // service itself (5xx) leaves them, to be tried on the next request.
    if (response.status === 400 || response.status === 401) await this.set(null);
    return false;
  }
}
