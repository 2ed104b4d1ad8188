import type { ErrorDetail } from "../../shared/DomainError";
import { invalidField, invalidInput } from "../../shared/domainErrors";
import type { PersonalAccessTokenId, UserId } from "../../shared/Id";

/** What every personal access token starts with: `requireAuth` routes it by this prefix. */
export const PERSONAL_ACCESS_TOKEN_PREFIX = "fin_pat_";

/** `read` allows reading requests; `write` also allows changing ones. */
export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * A long-lived token a user makes for a script. Only the hash of its secret is stored; the
 * secret is shown once, when it is made.
 */
export interface PersonalAccessToken {
  readonly id: PersonalAccessTokenId;
  readonly userId: UserId;
  readonly name: string;
  /** `["read"]` or `["read", "write"]`, in that order. */
  readonly scopes: readonly TokenScope[];
  readonly tokenHash: string;
  readonly createdAt: Date;
  /** null: never expires. */
  readonly expiresAt: Date | null;
  /** Updated at most once per LAST_USED_RESOLUTION_MS, so reads do not each cost a write. */
  readonly lastUsedAt: Date | null;
}

export type PublicPersonalAccessToken = Omit<PersonalAccessToken, "tokenHash">;

export const toPublicPersonalAccessToken = ({
  tokenHash: _hash,
  ...token
}: PersonalAccessToken): PublicPersonalAccessToken => token;

/** How stale `lastUsedAt` may get before a use writes it again. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const looksLikePersonalAccessToken = (value: string): boolean => value.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX);

/** Whether a token with these scopes may make a request of that kind. */
export const scopeAllows = (scopes: readonly TokenScope[], access: TokenScope): boolean => scopes.includes(access);

const SCOPES_MESSAGE = 'scopes must be ["read"] or ["read", "write"]';

/**
 * THE scope rule: every token reads, so `read` must be there; `write` adds changes. Order does not
 * matter, repeats do not pass. Answers the scopes in the order of TOKEN_SCOPES.
 */
export const parseScopes = (value: unknown): TokenScope[] => {
  if (!Array.isArray(value) || value.length === 0) throw invalidField("scopes", SCOPES_MESSAGE);
  const problems: ErrorDetail[] = [];
  const seen = new Set<TokenScope>();
  value.forEach((scope: unknown, i) => {
    if (!TOKEN_SCOPES.includes(scope as TokenScope)) {
      problems.push({ path: `scopes.${i}`, message: `scopes.${i} must be one of ${TOKEN_SCOPES.join(", ")}` });
    } else if (seen.has(scope as TokenScope)) {
      problems.push({ path: `scopes.${i}`, message: `scopes.${i} repeats ${String(scope)}` });
    } else {
      seen.add(scope as TokenScope);
    }
  });
  if (problems.length > 0) throw invalidInput(SCOPES_MESSAGE, problems);
  if (!seen.has("read")) throw invalidField("scopes", SCOPES_MESSAGE);
  return TOKEN_SCOPES.filter((scope) => seen.has(scope));
};
