import type { MiddlewareHandler } from "hono";
import type { AuthEnv, AuthMiddleware } from "./auth";
import { inFlightLimit } from "./inFlight";

/**
 * At most `perUser` multipart uploads (receipts and attachments together) of one user in flight in
 * this process (UPLOAD_MAX_IN_FLIGHT_PER_USER), from before the body is read to the answer: one
 * user cannot hold many large bodies open at once. Over it: 429 RATE_LIMITED, `Retry-After: 1`.
 */
export const uploadsInFlight = (perUser: number): MiddlewareHandler<AuthEnv> =>
  inFlightLimit<AuthEnv>({
    max: perUser,
    keyOf: (c) => c.get("userId"),
    message: `At most ${perUser} uploads of one user are received at once`,
  });

/** A multipart route's middleware: the app's one count of the caller's uploads in flight. */
export const userUploadsInFlight: AuthMiddleware = (c, next) => c.get("services").uploadsInFlight(c, next);
