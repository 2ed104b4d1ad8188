import type { UserId } from "../../shared/Id";
import type { RefreshToken } from "./RefreshToken";

/** The token a rotation issues; its user and family are the presented token's. */
export type NextRefreshToken = Pick<RefreshToken, "id" | "tokenHash" | "createdAt" | "expiresAt">;

/**
 * What a rotation found. Only `rotated` issues a new token; `reused` means the presented token
 * had already been rotated, and its whole family is now revoked.
 */
export type RotationOutcome =
  | { readonly kind: "rotated"; readonly userId: UserId }
  | { readonly kind: "unknown" | "expired" | "revoked" | "reused" };

export interface RefreshTokenRepo {
  create(token: RefreshToken): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshToken | null>;
  /**
   * ATOMIC, the one way a refresh token is used: finds the token by hash and, in one unit of work,
   * applies `rotationVerdict`:
   * - revoked (itself or its family): `revoked`;
   * - already rotated: revokes every token of its family (the one that replaced it included) and
   *   answers `reused`: a stolen token and its rightful holder cannot both go on;
   * - past `expiresAt` at `now`: `expired`;
   * - otherwise marks it rotated and stores `next` in the same family: `rotated`.
   * Of two concurrent rotations of one token exactly one is `rotated`; the other is `reused`.
   */
  rotate(presentedHash: string, next: NextRefreshToken, now: Date): Promise<RotationOutcome>;
  /** Revokes every token of the family of the token with this hash; false when no token has it. */
  revokeFamily(presentedHash: string, now: Date): Promise<boolean>;
}
