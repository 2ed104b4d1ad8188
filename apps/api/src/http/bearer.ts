import { authTokenInvalid, type TokenPort } from "@finance/domain";
import type { Context } from "hono";
import { HttpError } from "./errors";

const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

const authTokenMissing = () =>
  new HttpError("AUTH_TOKEN_MISSING", "Authorization header with a Bearer token is required");

/** One check per request: the rate limiter's key and `requireAuth` share it (same Context). */
const checked = new WeakMap<Context, Promise<{ userId: string }>>();

const check = async (c: Context, tokens: TokenPort): Promise<{ userId: string }> => {
  const header = c.req.header("authorization")?.trim();
  if (!header) throw authTokenMissing();
  const match = BEARER.exec(header);
  if (!match) throw authTokenInvalid();
  if (!match[1]) throw authTokenMissing();
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
