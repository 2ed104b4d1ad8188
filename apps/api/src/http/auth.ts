import { authTokenInvalid, type TokenPort, type UserRepo } from "@finance/domain";
import type { MiddlewareHandler } from "hono";
import { verifyBearer } from "./bearer";

/** Variables a protected route can read: `c.get("userId")` (or `c.var.userId`). */
export interface AuthEnv {
  Variables: { userId: string };
}

export type AuthMiddleware = MiddlewareHandler<AuthEnv>;

/**
 * `Authorization: Bearer <jwt>` -> `c.set("userId", sub)`, with the codes of `verifyBearer`.
 * A well-signed token whose user does not exist (any more) is AUTH_TOKEN_INVALID too, so no write
 * ever runs for a user the database does not have.
 * Used per route (`middleware: [ctx.requireAuth]`), so unknown paths still answer 404.
 */
export const requireAuth =
  (tokens: TokenPort, users: UserRepo): AuthMiddleware =>
  async (c, next) => {
    const { userId } = await verifyBearer(c, tokens);
    if (!(await users.findById(userId))) throw authTokenInvalid();
    c.set("userId", userId);
    await next();
  };
