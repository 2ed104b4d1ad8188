import type {
  Clock,
  DashboardQuery,
  IdGenerator,
  OcrPort,
  PasswordHasher,
  Repositories,
  TokenPort,
} from "@finance/domain";
import type { Logger } from "pino";
import type { Config } from "../config/config";
import type { LoginAttemptStore } from "../http/loginAttemptStore";
import type { RateLimitStores } from "../http/rateLimitStores";

/**
 * Everything the HTTP app needs, as ports. `createApp` never names a concrete adapter: the
 * composition root (src/composition) and the test harness (test/support) fill this in.
 */
export interface AppDeps {
  readonly repositories: Repositories;
  /** Aggregate queries of the dashboard, computed by the same database as `repositories`. */
  readonly dashboard: DashboardQuery;
  readonly tokens: TokenPort;
  readonly passwords: PasswordHasher;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly ocr: OcrPort;
  readonly config: Config;
  readonly logger: Logger;
  /** Where rate-limit hits are counted; default: in memory (one process). Redis when REDIS_URL is set. */
  readonly rateLimitStores?: RateLimitStores;
  /** Where failed logins are counted per e-mail; default: in memory. Redis when REDIS_URL is set. */
  readonly loginAttempts?: LoginAttemptStore;
}

/** Hono variables every request carries. `userId` is set by `requireAuth` (see http/auth.ts). */
export interface AppEnv {
  Variables: {
    requestId: string;
  };
}
