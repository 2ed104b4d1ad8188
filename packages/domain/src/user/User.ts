import type { UserId } from "../shared/Id";
export interface User {
  readonly id: UserId;
  readonly name: string;
  /** As the user typed it; uniqueness and look-ups ignore case. */
  readonly email: string;
  readonly passwordHash: string;
  readonly createdAt: Date;
  /** Access tokens issued before this instant's second are refused (set by a password change). */
  readonly tokensValidAfter?: Date;
}

/** What the API may show of a user: never the hash. */
export type PublicUser = Omit<User, "passwordHash" | "tokensValidAfter">;

export const toPublicUser = ({ passwordHash: _hash, tokensValidAfter: _after, ...user }: User): PublicUser => user;

/**
 * Whether an access token issued at `issuedAt` (whole seconds, a JWT's `iat`) still counts. Tokens
 * carry whole seconds, so one issued in the very second of a password change still counts: the
 * session that changed the password gets its new token in that second too.
 */
export const acceptsAccessToken = (user: User, issuedAt: number): boolean =>
  user.tokensValidAfter === undefined || issuedAt >= Math.floor(user.tokensValidAfter.getTime() / 1000);

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
