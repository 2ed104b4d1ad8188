import {
  type AuthenticatePersonalAccessToken,
  authTokenInvalid,
  looksLikePersonalAccessToken,
  type TokenPort,
  type TokenScope,
  type UserId,
} from "@finance/domain";
import type { Context } from "hono";
import { HttpError } from "./errors";

const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

const authTokenMissing = () =>
  new HttpError("AUTH_TOKEN_MISSING", "Authorization header with a Bearer token is required");

/** What a Bearer token can be: a login session's JWT, or a personal access token (told apart by its prefix). */
export interface BearerAuthenticators {
  readonly tokens: TokenPort;
  readonly personalAccessTokens: Pick<AuthenticatePersonalAccessToken, "execute">;
}

/** Who a valid Bearer token speaks for, and how. */
export type Principal =
  | { readonly kind: "session"; readonly userId: UserId; readonly issuedAtMs: number }
  | { readonly kind: "personalAccessToken"; readonly userId: UserId; readonly scopes: readonly TokenScope[] };

/** One check per request: the rate limiter's key and `requireAuth` share it (same Context). */
const checked = new WeakMap<Context, Promise<Principal>>();

const check = async (c: Context, auth: BearerAuthenticators): Promise<Principal> => {
  const header = c.req.header("authorization")?.trim();
  if (!header) throw authTokenMissing();
  const match = BEARER.exec(header);
  if (!match) throw authTokenInvalid();
  const token = match[1];
  if (!token) throw authTokenMissing();
  if (looksLikePersonalAccessToken(token)) {
    const holder = await auth.personalAccessTokens.execute(token);
    return { kind: "personalAccessToken", userId: holder.userId, scopes: holder.scopes };
  }
  // The JWT path is unchanged: the TokenPort's cache of verified tokens, no database.
  const { userId, issuedAtMs } = await auth.tokens.verify(token);
  return { kind: "session", userId, issuedAtMs };
};

/**
 * The request's `Authorization: Bearer <token>`, verified once. No header or an empty token:
 * AUTH_TOKEN_MISSING; another scheme, a malformed, forged or none-alg JWT, an unknown or deleted
 * personal access token: AUTH_TOKEN_INVALID; past its expiry: AUTH_TOKEN_EXPIRED.
 */
export const verifyBearer = (c: Context, auth: BearerAuthenticators): Promise<Principal> => {
  let result = checked.get(c);
  if (!result) {
    result = check(c, auth);
    checked.set(c, result);
  }
  return result;
};
