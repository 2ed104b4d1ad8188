import { looksLikeRefreshToken } from "../../model/token/RefreshToken";
import type { RefreshTokenRepo } from "../../model/token/RefreshTokenRepo";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { Clock } from "../../shared/Clock";
import { refreshTokenInvalid } from "../../shared/domainErrors";
import type { Session, SessionIssuer } from "./SessionIssuer";

/**
 * Exchanges a refresh token for a new access token and the family's next refresh token. Every
 * failure (unknown, expired, revoked, reused) answers the same REFRESH_TOKEN_INVALID: the client
 * logs in again either way, and the answer tells a thief nothing.
 */
export class RefreshSession {
  constructor(
    private readonly refreshTokens: RefreshTokenRepo,
    private readonly secrets: SecretTokens,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: unknown): Promise<Session> {
    if (!looksLikeRefreshToken(refreshToken)) throw refreshTokenInvalid();
    const presented = await this.secrets.hash(refreshToken);
    const { secret, token } = await this.sessions.nextRefreshToken();
    const outcome = await this.refreshTokens.rotate(presented, token, this.clock.now());
    if (outcome.kind !== "rotated") throw refreshTokenInvalid();
    return this.sessions.withAccessToken(outcome.userId, secret);
  }
}
