import type { MiddlewareHandler } from "hono";
import type { AuthEnv } from "../http/auth";
import { HttpError } from "../http/errors";

/**
 * At most `perUser` receipts of one user in flight in this process (from the form's first byte to
 * the answer): one user cannot fill the OCR pool's queue and starve everyone else. Over the cap:
 * 429 RATE_LIMITED with `Retry-After: 1`. Counted per process (a cluster multiplies it by workers).
 */
export const receiptsInFlight = (perUser: number): MiddlewareHandler<AuthEnv> => {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const userId = c.get("userId");
    const current = inFlight.get(userId) ?? 0;
    if (current >= perUser) {
      throw new HttpError("RATE_LIMITED", `At most ${perUser} receipts of one user are processed at once`, {
        "Retry-After": "1",
      });
    }
    inFlight.set(userId, current + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left === 0) inFlight.delete(userId);
      else inFlight.set(userId, left);
    }
  };
};
