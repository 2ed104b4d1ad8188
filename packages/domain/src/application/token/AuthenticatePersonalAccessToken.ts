import { LAST_USED_RESOLUTION_MS, type TokenScope } from "../../model/token/PersonalAccessToken";
import type { PersonalAccessTokenRepo } from "../../model/token/PersonalAccessTokenRepo";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { Clock } from "../../shared/Clock";
import { authTokenExpired, authTokenInvalid } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";

export interface PersonalAccessTokenHolder {
  readonly userId: UserId;
  readonly scopes: readonly TokenScope[];
}

/**
 * Who a personal access token's secret authenticates: unknown or deleted (revoked) is
 * AUTH_TOKEN_INVALID, past `expiresAt` AUTH_TOKEN_EXPIRED. `lastUsedAt` is written when it is
 * older than LAST_USED_RESOLUTION_MS, so a busy script costs one write a minute, not one a request.
 */
export class AuthenticatePersonalAccessToken {
  constructor(
    private readonly tokens: PersonalAccessTokenRepo,
    private readonly secrets: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async execute(secret: string): Promise<PersonalAccessTokenHolder> {
    const token = await this.tokens.findByHash(await this.secrets.hash(secret));
    if (!token) throw authTokenInvalid();
    const now = this.clock.now();
    if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) throw authTokenExpired();
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.tokens.markUsed(token.id, now);
    }
    return { userId: token.userId, scopes: token.scopes };
  }
}
