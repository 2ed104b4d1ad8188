import { type PersonalAccessToken, type RefreshToken, TOKEN_SCOPES, type TokenScope } from "@finance/domain";
import { type Stored, storedId } from "./mappers";

/** A refresh_tokens row as both stores read it; its revocation lives on its family's row. */
export interface RefreshTokenRow {
  readonly id: string;
  readonly userId: string;
  readonly familyId: string;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly rotatedAt: Date | null;
}

export const toRefreshToken = (row: RefreshTokenRow, familyRevokedAt: Date | null): RefreshToken => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  familyId: storedId(row.familyId),
  tokenHash: row.tokenHash,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  rotatedAt: row.rotatedAt,
  revokedAt: familyRevokedAt,
});

/** A personal_access_tokens row: scopes as one space-separated text (`read`, `read write`), as OAuth writes them. */
export type PersonalAccessTokenRow = Omit<Stored<PersonalAccessToken>, "scopes"> & { readonly scopes: string };

const isScope = (value: string): value is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(value);

export const personalAccessTokenRow = (token: PersonalAccessToken): PersonalAccessTokenRow => ({
  ...token,
  scopes: token.scopes.join(" "),
});

export const toPersonalAccessToken = (row: PersonalAccessTokenRow): PersonalAccessToken => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  name: row.name,
  scopes: row.scopes.split(" ").filter(isScope),
  tokenHash: row.tokenHash,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
});
