export interface User {
  readonly id: string;
  readonly name: string;
  /** As the user typed it; uniqueness and look-ups ignore case. */
  readonly email: string;
  readonly passwordHash: string;
  readonly createdAt: Date;
}

/** What the API may show of a user: never the hash. */
export type PublicUser = Omit<User, "passwordHash">;

export const toPublicUser = ({ passwordHash: _hash, ...user }: User): PublicUser => user;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
