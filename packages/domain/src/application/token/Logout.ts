import { looksLikeRefreshToken } from "../../model/token/RefreshToken";
import type { RefreshTokenRepo } from "../../model/token/RefreshTokenRepo";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { Clock } from "../../shared/Clock";

/**
 * Ends a login session: revokes every refresh token of the presented token's family. Holding the
 * refresh token is the proof (as in RFC 7009), so no access token is needed, and a token that is
 * unknown or already revoked is not an error (the session is over either way).
 */
export class Logout {
  constructor(
    private readonly refreshTokens: RefreshTokenRepo,
    private readonly secrets: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: unknown): Promise<void> {
    if (!looksLikeRefreshToken(refreshToken)) return;
    await this.refreshTokens.revokeFamily(await this.secrets.hash(refreshToken), this.clock.now());
  }
}
