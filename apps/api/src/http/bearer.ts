import { DomainError, type TokenPort } from "@finance/domain";
import type { Context } from "hono";

const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

/** One check per request: the rate limiter's key and `requireAuth` share it (same Context). */
const checked = new WeakMap<Context, Promise<{ userId: string }>>();

const check = async (c: Context, tokens: TokenPort): Promise<{ userId: string }> => {
  const header = c.req.header("authorization")?.trim();
  if (!header) throw new DomainError("AUTH_TOKEN_MISSING", "Authorization header with a Bearer token is required");
  const match = BEARER.exec(header);
  if (!match) throw new DomainError("AUTH_TOKEN_INVALID", "Authorization header must use the Bearer scheme");
  if (!match[1]) throw new DomainError("AUTH_TOKEN_MISSING", "Bearer token is missing");
  return tokens.verify(match[1]);
};

/**
 * The request's `Authorization: Bearer <jwt>`, verified once. No header or an empty token:
 * AUTH_TOKEN_MISSING; another scheme, a malformed, forged or none-alg token: AUTH_TOKEN_INVALID;
 * past `exp`: AUTH_TOKEN_EXPIRED (the TokenPort decides).
 */
export const verifyBearer = (c: Context, tokens: TokenPort): Promise<{ userId: string }> => {
  let result = checked.get(c);
  if (!result) {
    result = check(c, tokens);
    checked.set(c, result);
  }
  return result;
};
