import { DomainError, type TokenPort, type UserRepo } from "@finance/domain";
import type { MiddlewareHandler } from "hono";

/** Variables a protected route can read: `c.get("userId")` (or `c.var.userId`). */
export interface AuthEnv {
  Variables: { userId: string };
}

export type AuthMiddleware = MiddlewareHandler<AuthEnv>;

const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

/**
 * `Authorization: Bearer <jwt>` -> `c.set("userId", sub)`.
 * No header or an empty token: AUTH_TOKEN_MISSING; another scheme, a malformed, forged or
 * none-alg token: AUTH_TOKEN_INVALID; past `exp`: AUTH_TOKEN_EXPIRED (the TokenPort decides).
 * A well-signed token whose user does not exist (any more) is AUTH_TOKEN_INVALID too, so no write
 * ever runs for a user the database does not have.
 * Used per route (`middleware: [ctx.requireAuth]`), so unknown paths still answer 404.
 */
export const requireAuth =
  (tokens: TokenPort, users: UserRepo): AuthMiddleware =>
  async (c, next) => {
    const header = c.req.header("authorization")?.trim();
    if (!header) throw new DomainError("AUTH_TOKEN_MISSING", "Authorization header with a Bearer token is required");
    const match = BEARER.exec(header);
    if (!match) throw new DomainError("AUTH_TOKEN_INVALID", "Authorization header must use the Bearer scheme");
    if (!match[1]) throw new DomainError("AUTH_TOKEN_MISSING", "Bearer token is missing");
    const { userId } = await tokens.verify(match[1]);
    if (!(await users.findById(userId))) throw new DomainError("AUTH_TOKEN_INVALID", "Access token is invalid");
    c.set("userId", userId);
    await next();
  };
