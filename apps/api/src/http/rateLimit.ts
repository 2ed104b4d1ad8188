import type { Context, MiddlewareHandler } from "hono";
import { type ClientRateLimitInfo, type RateLimitInfo, rateLimiter, type Store } from "hono-rate-limiter";
import type { Logger } from "pino";
import { memoryRateLimitStores, type RateLimitStores } from "../stores/rateLimitStores";
import { type BearerAuthenticators, verifyBearer } from "./bearer";
import { clientAddress, clientKeyOf } from "./clientIp";
import { errorResponse } from "./errors";
import { isWebAppPath } from "./webAppPaths";

/**
 * Rate limits (API-CONTRACT.md, "Limits"; OWASP API4 unrestricted resource consumption):
 * - every request but /health, /health/ready and the web app's files: `perMinute` per user (the `sub` of a valid
 *   Bearer token), or per client address when the request carries no valid token (a page load's
 *   dozen static files would spend an anonymous address's quota, and cost no store work);
 * - login and register in addition: `authPerMinute` per client address.
 * Over the limit: 429 RATE_LIMITED in the contract's error body with `Retry-After` (seconds);
 * every counted answer carries the draft-7 standard headers `RateLimit` and `RateLimit-Policy`.
 * Fixed one-minute windows, counted in a Store: memory (one process) by default, Redis
 * (REDIS_URL) when several processes must share one limit.
 */

export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface RateLimitOptions {
  readonly perMinute: number;
  readonly authPerMinute: number;
  /** TRUST_PROXY hops (0: the socket's peer is the client). */
  readonly trustProxyHops: number;
  /** A valid Bearer token (JWT or personal access token) counts for its user. */
  readonly bearer: BearerAuthenticators;
  readonly logger: Logger;
  readonly stores?: RateLimitStores;
  readonly windowMs?: number;
}

const snapshot = (info: ClientRateLimitInfo): ClientRateLimitInfo => ({
  totalHits: info.totalHits,
  ...(info.resetTime && { resetTime: new Date(info.resetTime) }),
});

/**
 * A store that never fails a request: when the shared store is unreachable the request is let
 * through (counted as the first hit) and a warning is logged at most once per window. An outage
 * of Redis must not turn every answer into a 500; the limit comes back with Redis. Every store of
 * the app is wrapped in it.
 */
export const failOpen = (store: Store, logger: Logger, windowMs = RATE_LIMIT_WINDOW_MS): Store => {
  let lastWarning = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < windowMs) return;
    lastWarning = now;
    logger.warn({ err: error }, "rate-limit store failed; letting requests through until it answers again");
  };
  return {
    ...(store.init && { init: (options) => store.init?.(options) }),
    ...(store.prefix !== undefined && { prefix: store.prefix }),
    localKeys: store.localKeys ?? false,
    // A copy taken at once: hono-rate-limiter's MemoryStore answers its own mutable record, and the
    // middleware reads it only after an `await`, when concurrent requests may have counted on it.
    increment: (key) => {
      const fallback = (error: unknown): ClientRateLimitInfo => {
        warn(error);
        return { totalHits: 1, resetTime: new Date(Date.now() + windowMs) };
      };
      try {
        const info = store.increment(key);
        return info instanceof Promise ? info.then(snapshot, fallback) : snapshot(info);
      } catch (error) {
        return fallback(error);
      }
    },
    decrement: async (key) => {
      try {
        await store.decrement(key);
      } catch (error) {
        warn(error);
      }
    },
    resetKey: async (key) => {
      try {
        await store.resetKey(key);
      } catch (error) {
        warn(error);
      }
    },
  };
};

/** The user id of a valid Bearer token, or null (missing, malformed, forged, expired). */
const userOf = async (c: Context, bearer: BearerAuthenticators): Promise<string | null> => {
  try {
    return (await verifyBearer(c, bearer)).userId;
  } catch {
    return null;
  }
};

/** 429 in the contract's shape; Retry-After is whole seconds until the window resets, at least 1. */
const limited = (c: Context, windowMs: number) => {
  const info = c.get("rateLimit") as RateLimitInfo | undefined;
  const resetMs = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return errorResponse(c, "RATE_LIMITED", `Too many requests; retry in ${seconds} seconds`, undefined, {
    "Retry-After": String(seconds),
  });
};

export interface RateLimits {
  /** Every request except /health, /health/ready and the web app's: per user, or per client address when anonymous. */
  readonly api: MiddlewareHandler;
  /** Login and register: per client address. */
  readonly auth: MiddlewareHandler;
}

export const rateLimits = (options: RateLimitOptions): RateLimits => {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const stores = options.stores ?? memoryRateLimitStores;
  const address = (c: Context) => clientKeyOf(clientAddress(c, options.trustProxyHops));
  const common = {
    windowMs,
    standardHeaders: "draft-7" as const,
    handler: (c: Context) => limited(c, windowMs),
  };
  return {
    api: rateLimiter({
      ...common,
      limit: options.perMinute,
      store: failOpen(stores("api"), options.logger, windowMs),
      skip: (c) => c.req.path === "/health" || c.req.path === "/health/ready" || isWebAppPath(c.req.path),
      keyGenerator: async (c) => {
        const userId = await userOf(c, options.bearer);
        return userId ? `user:${userId}` : `ip:${address(c)}`;
      },
    }),
    auth: rateLimiter({
      ...common,
      limit: options.authPerMinute,
      store: failOpen(stores("auth"), options.logger, windowMs),
      keyGenerator: (c) => `ip:${address(c)}`,
    }),
  };
};
