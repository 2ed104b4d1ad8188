import type { UserId } from "../shared/Id";
export interface IssuedToken {
  readonly accessToken: string;
  /** Lifetime in seconds. */
  readonly expiresIn: number;
}

export interface VerifiedAccessToken {
  readonly userId: UserId;
  /** The token's `iat`, in whole seconds since the epoch. */
  readonly issuedAt: number;
}

/** Port: signs and checks access tokens. `verify` fails with AUTH_TOKEN_INVALID or AUTH_TOKEN_EXPIRED. */
export interface TokenPort {
  issue(userId: UserId): Promise<IssuedToken>;
  verify(token: string): Promise<VerifiedAccessToken>;
}
