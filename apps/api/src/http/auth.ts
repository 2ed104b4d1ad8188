import { acceptsAccessToken, authTokenInvalid, insufficientScope, scopeAllows, type UserId } from "@finance/domain";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app/AppDeps";
import { type Principal, verifyBearer } from "./bearer";

/** Variables a protected route can read: `c.get("userId")`. */
export interface AuthEnv {
  Variables: AppEnv["Variables"] & { userId: UserId };
}

export type AuthMiddleware = MiddlewareHandler<AuthEnv>;

/** Methods a read-scoped personal access token may use; anything else is a write. */
const READ_METHODS = new Set(["GET", "HEAD"]);

const authenticate = async (c: Parameters<AuthMiddleware>[0]): Promise<Principal> => {
  const { tokenUsers, bearer } = c.get("services");
  const principal = await verifyBearer(c, bearer);
  if (principal.kind === "session") {
    // The one look-up of the JWT path (kept a while, dropped on a password change): the user must
    // exist, and a password change since the token's `iat` voids it.
    const user = await tokenUsers.findById(principal.userId);
    if (!user || !acceptsAccessToken(user, principal.issuedAtMs)) throw authTokenInvalid();
  } else if (!scopeAllows(principal.scopes, READ_METHODS.has(c.req.method) ? "read" : "write")) {
    throw insufficientScope();
  }
  c.set("userId", principal.userId);
  return principal;
};

/**
 * `Authorization: Bearer <jwt | personal access token>` -> `c.set("userId", ...)`, with the codes
 * of `verifyBearer`. A well-signed JWT whose user does not exist (any more), or that was issued
 * before the user's last password change, is AUTH_TOKEN_INVALID. A personal access token without
 * the `write` scope is INSUFFICIENT_SCOPE on any method but GET and HEAD.
 * Used per route (`protectedRoute(tag)`), so unknown paths still answer 404.
 */
export const requireAuth: AuthMiddleware = async (c, next) => {
  await authenticate(c);
  await next();
};

/**
 * `requireAuth` for what only a login session may do (managing tokens, changing the password):
 * a personal access token, whatever its scopes, is INSUFFICIENT_SCOPE, so a leaked script token
 * cannot mint more tokens or take the account over.
 */
export const requireSession: AuthMiddleware = async (c, next) => {
  if ((await authenticate(c)).kind !== "session") throw insufficientScope();
  await next();
};
