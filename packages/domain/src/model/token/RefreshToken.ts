import type { RefreshTokenFamilyId, RefreshTokenId, UserId } from "../../shared/Id";
/** What every refresh token starts with: tells it apart from a JWT or a personal access token at a glance. */
export const REFRESH_TOKEN_PREFIX = "fin_rt_";

/**
 * One refresh token of a login session. A session is a family: login starts one, each refresh
 * rotates its newest token into the next. Only the hash of the secret is stored.
 */
export interface RefreshToken {
  readonly id: RefreshTokenId;
  readonly userId: UserId;
  /** The login session this token belongs to; revoking it revokes every token of the session. */
  readonly familyId: RefreshTokenFamilyId;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** When it was exchanged for the next one; presenting it again afterwards is a reuse. */
  readonly rotatedAt: Date | null;
  /** When its family was revoked (logout, reuse, password change). */
  readonly revokedAt: Date | null;
}

/** A presented token has the shape of ours (the prefix), before any look-up is spent on it. */
export const looksLikeRefreshToken = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith(REFRESH_TOKEN_PREFIX) && value.length <= 200;

export type RotationVerdict = "revoked" | "reused" | "expired" | "rotate";

/**
 * THE rotation rule, which every store applies inside its atomic `rotate`: a revoked token is
 * refused; a token already rotated is being reused (its family must be revoked); an expired one
 * is refused; any other is exchanged for the next.
 */
export const rotationVerdict = (token: RefreshToken, now: Date): RotationVerdict => {
  if (token.revokedAt) return "revoked";
  if (token.rotatedAt) return "reused";
  if (token.expiresAt.getTime() <= now.getTime()) return "expired";
  return "rotate";
};
