import createClient, { type Client } from "openapi-fetch";
import { clientFetch } from "./clientFetch";
import type { components, paths } from "./generated/api";
import { type Fetch, REFRESH_PATH, Session, type TokenStore, type Tokens } from "./session";

export { IDEMPOTENCY_KEY } from "./clientFetch";
export type { components, operations, paths } from "./generated/api";
export type { Fetch, TokenStore, Tokens } from "./session";

/** The body of every error answer: `{code, message, error, details?}`. */
export type ApiError = components["schemas"]["Error"];

export interface FinanceClientOptions {
  /** Where the service is, e.g. `http://localhost:3000` (paths carry their `/api/v1`). */
  readonly baseUrl: string;
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
const postLogin = (api: Client<paths>, credentials: LoginBody) => api.POST("/api/v1/auth/login", { body: credentials });

export type FinanceClient = Client<paths> & {
  /** Logs in and keeps the answer's tokens (the refresh token too, when the service issues one). */
  login(credentials: LoginBody): ReturnType<typeof postLogin>;
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
  const session = new Session(options.tokens, options.onTokens, `${baseUrl}${REFRESH_PATH}`, send, newIdempotencyKey);
  const api = createClient<paths>({
    baseUrl,
    fetch: clientFetch({ send, session, newIdempotencyKey, retries: options.retries ?? 0 }),
  });
  return {
    ...api,
    async login(credentials) {
      const result = await postLogin(api, credentials);
      if (result.data) {
        const { accessToken, refreshToken } = result.data as { accessToken: string; refreshToken?: string };
        await session.set({ accessToken, refreshToken });
      }
      return result;
    },
    tokens: () => session.tokens,
    setTokens: (tokens) => session.set(tokens),
  };
};
