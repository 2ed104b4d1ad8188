import type { MiddlewareHandler } from "hono";
import type { AuthEnv } from "../../http/auth";
import { inFlightLimit } from "../../http/inFlight";

/**
 * At most `perUser` receipts of one user in flight in this process (from the form's first byte to
 * the answer): one user cannot fill the OCR pool's queue and starve everyone else. Over the cap:
 * 429 RATE_LIMITED with `Retry-After: 1`. Counted per process (a cluster multiplies it by workers).
 */
export const receiptsInFlight = (perUser: number): MiddlewareHandler<AuthEnv> =>
  inFlightLimit<AuthEnv>({
    max: perUser,
    keyOf: (c) => c.get("userId"),
    message: `At most ${perUser} receipts of one user are processed at once`,
  });
