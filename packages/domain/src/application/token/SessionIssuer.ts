import { REFRESH_TOKEN_PREFIX } from "../../model/token/RefreshToken";
import type { NextRefreshToken, RefreshTokenRepo } from "../../model/token/RefreshTokenRepo";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { IssuedToken, TokenPort } from "../../model/token/TokenPort";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";

/** An access token with the refresh token that renews it. */
export interface Session extends IssuedToken {
  readonly refreshToken: string;
  /** Lifetime of the refresh token in seconds. */
  readonly refreshExpiresIn: number;
}

/**
 * Issues sessions: an access token (TokenPort) and a refresh token (a fresh secret, stored as its
 * hash). Shared by login, refresh and password change, so every session is made the same way.
 */
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenPort,
    private readonly refreshTokens: RefreshTokenRepo,
    private readonly secrets: SecretTokens,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    /** REFRESH_TOKEN_TTL: each refresh token lives this long from its issue (a used one is replaced). */
    private readonly refreshTtlSeconds: number,
  ) {}

  /** A new session: a new family of refresh tokens. */
  async start(userId: UserId): Promise<Session> {
    const { secret, token } = await this.nextRefreshToken();
    await this.refreshTokens.create({ ...token, userId, familyId: this.ids.next(), rotatedAt: null, revokedAt: null });
    return this.withAccessToken(userId, secret);
  }

  /** A refresh token not stored yet, with its secret. */
  async nextRefreshToken(): Promise<{ secret: string; token: NextRefreshToken }> {
    const secret = this.secrets.generate(REFRESH_TOKEN_PREFIX);
    const createdAt = this.clock.now();
    return {
      secret,
      token: {
        id: this.ids.next(),
        tokenHash: await this.secrets.hash(secret),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + this.refreshTtlSeconds * 1000),
      },
    };
  }

  /** The session of a refresh token already stored. */
  async withAccessToken(userId: UserId, refreshToken: string): Promise<Session> {
    const access = await this.tokens.issue(userId);
    return { ...access, refreshToken, refreshExpiresIn: this.refreshTtlSeconds };
  }
}
