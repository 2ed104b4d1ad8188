import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { HttpError } from "./errors";

/**
 * The refresh token of a browser session (`session: "cookie"` at login): `HttpOnly`, so no script
 * reads it; `SameSite=Strict`, so no other site's page sends it; sent only to the auth routes.
 */
export const REFRESH_COOKIE = "finance_refresh";
export const REFRESH_COOKIE_PATH = "/api/v1/auth";
/** The header a cookie refresh or logout must carry: a cross-site form or image cannot set one. */
export const REQUESTED_WITH_HEADER = "X-Requested-With";

/** Where a login or password change hands the new refresh token over. */
export type SessionDelivery = "body" | "cookie";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface RequestOrigin {
  /** `http:` or `https:`: the socket's, or with TRUST_PROXY the nearest proxy's X-Forwarded-Proto. */
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
}

/** The origin the browser sees this service at. */
export const requestOrigin = (c: Context, trustProxyHops: number): RequestOrigin => {
  const url = new URL(c.req.url);
  const forwarded = trustProxyHops > 0 ? c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim() : undefined;
  const protocol = forwarded === "https" || forwarded === "http" ? `${forwarded}:` : url.protocol;
  return { protocol, hostname: url.hostname, origin: `${protocol}//${url.host}` };
};

/** `Secure` everywhere except plain http to this machine, where a browser would drop a Secure cookie. */
const isSecure = (origin: RequestOrigin): boolean =>
  !(origin.protocol === "http:" && LOOPBACK_HOSTS.has(origin.hostname));

export const setRefreshCookie = (c: Context, token: string, maxAgeSeconds: number, trustProxyHops: number): void => {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: "Strict",
    path: REFRESH_COOKIE_PATH,
    maxAge: maxAgeSeconds,
    secure: isSecure(requestOrigin(c, trustProxyHops)),
  });
};

export const clearRefreshCookie = (c: Context, trustProxyHops: number): void => {
  deleteCookie(c, REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: "Strict",
    path: REFRESH_COOKIE_PATH,
    secure: isSecure(requestOrigin(c, trustProxyHops)),
  });
};

export const readRefreshCookie = (c: Context): string | undefined => getCookie(c, REFRESH_COOKIE);

export const csrfRejected = (message: string) => new HttpError("CSRF_REJECTED", message);

/**
 * A call the browser authenticates by itself (the cookie) must show it was made by this app's own
 * script: it carries `X-Requested-With` (a cross-site form cannot, and a cross-site script cannot
 * without a CORS preflight this service refuses), and an `Origin`, when sent, names this service
 * or one of CORS_ORIGINS.
 */
export const assertSameSiteRequest = (c: Context, allowedOrigins: readonly string[], trustProxyHops: number): void => {
  if (!c.req.header(REQUESTED_WITH_HEADER)?.trim()) {
    throw csrfRejected(`A request authenticated by the session cookie must carry the ${REQUESTED_WITH_HEADER} header`);
  }
  const origin = c.req.header("origin");
  if (origin === undefined) return;
  if (origin === requestOrigin(c, trustProxyHops).origin || allowedOrigins.includes(origin)) return;
  throw csrfRejected("A request authenticated by the session cookie must come from this service's own origin");
};
