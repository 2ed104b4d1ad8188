import type { UserId } from "../../shared/Id";
export interface User {
  readonly id: UserId;
  readonly name: string;
  /** As the user typed it; uniqueness and look-ups ignore case. */
  readonly email: string;
  readonly passwordHash: string;
  readonly createdAt: Date;
  /** Access tokens issued before this instant (to the millisecond) are refused (set by a password change). */
  readonly tokensValidAfter?: Date;
}

/** What the API may show of a user: never the hash. */
export type PublicUser = Omit<User, "passwordHash" | "tokensValidAfter">;

export const toPublicUser = ({ passwordHash: _hash, tokensValidAfter: _after, ...user }: User): PublicUser => user;

/**
 * Whether an access token issued at `issuedAtMs` (milliseconds) still counts: not when it was issued
 * before the last password change. The change's own new token, issued after the cut-off is taken,
 * counts even within the same millisecond.
 */
export const acceptsAccessToken = (user: User, issuedAtMs: number): boolean =>
  user.tokensValidAfter === undefined || issuedAtMs >= user.tokensValidAfter.getTime();

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
