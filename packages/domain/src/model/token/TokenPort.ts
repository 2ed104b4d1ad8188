import type { UserId } from "../../shared/Id";
export interface IssuedToken {
  readonly accessToken: string;
  /** Lifetime in seconds. */
  readonly expiresIn: number;
}

export interface VerifiedAccessToken {
  readonly userId: UserId;
  /**
   * When the token was issued, in milliseconds since the epoch (its `iat` is whole seconds, too
   * coarse to tell a token from a password change in the same second).
   */
  readonly issuedAtMs: number;
}

/** Port: signs and checks access tokens. `verify` fails with AUTH_TOKEN_INVALID or AUTH_TOKEN_EXPIRED. */
export interface TokenPort {
  issue(userId: UserId): Promise<IssuedToken>;
  verify(token: string): Promise<VerifiedAccessToken>;
}
