import type { Clock, StoreVersion, TokenPort, UseCases, UserId, UserRepo } from "@finance/domain";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Config } from "../config/config";
import type { BearerAuthenticators } from "../http/bearer";
import type { LoginThrottle } from "../http/loginThrottle";
import type { Readiness } from "../http/readiness";
import type { AnswerCache } from "../stores/answerCache";
import type { LoginAttemptStore } from "../stores/loginAttemptStore";
import type { RateLimitStores } from "../stores/rateLimitStores";

/**
 * What `createApp` needs. It never names a concrete adapter: the composition root's container
 * (src/composition/container.ts) resolves this, for the service and for the test harness alike.
 */
export interface AppDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  /** Verifies Bearer tokens, for the rate limiter's per-user key and for `requireAuth`. */
  readonly tokens: TokenPort;
  /**
   * The user of an access token, for `requireAuth` (a well-signed token whose user no longer exists,
   * or whose password changed since, is refused); may be kept a while, dropped on a password change.
   */
  readonly tokenUsers: Pick<UserRepo, "findById">;
  /** The database's version: transaction pages are kept until it moves. Undefined keeps none. */
  readonly storeVersion: StoreVersion | undefined;
  readonly useCases: UseCases;
  /** Where rate-limit hits are counted: memory, or Redis when REDIS_URL is set. */
  readonly rateLimitStores: RateLimitStores;
  /** Where failed logins are counted per e-mail: memory, or Redis when REDIS_URL is set. */
  readonly loginAttempts: LoginAttemptStore;
  /** What `/health/ready` asks: the database, Redis when set, the OCR engine. */
  readonly readiness: Readiness;
}

/**
 * The app's services that handlers and route middleware read with `c.get("services")`. Variables are
 * read with `c.get`: Hono's `c.var` copies every variable of the request into a new object on each read.
 */
export interface HttpServices {
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly tokens: TokenPort;
  /** JWTs and personal access tokens, for the rate limiter's per-user key and for `requireAuth`. */
  readonly bearer: BearerAuthenticators;
  readonly tokenUsers: Pick<UserRepo, "findById">;
  readonly loginThrottle: LoginThrottle;
  readonly readiness: Readiness;
  /** Transaction-list answers kept until the store changes (LIST_CACHE_MB). */
  readonly transactionPages: AnswerCache;
  /** The app's one per-user count of receipts in flight (RECEIPT_MAX_IN_FLIGHT_PER_USER). */
  readonly receiptsInFlight: MiddlewareHandler<{ Variables: AppEnv["Variables"] & { userId: UserId } }>;
  /** The app's one per-user count of multipart uploads in flight (UPLOAD_MAX_IN_FLIGHT_PER_USER). */
  readonly uploadsInFlight: MiddlewareHandler<{ Variables: AppEnv["Variables"] & { userId: UserId } }>;
}

/**
 * Hono variables every request carries. createApp sets `useCases` and `services` first, so the
 * module-level route definitions and handlers reach the app they are mounted in. `userId` is
 * added by `requireAuth` (http/auth.ts) on protected routes.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    useCases: UseCases;
    services: HttpServices;
  };
}
