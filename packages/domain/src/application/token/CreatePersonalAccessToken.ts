import {
  PERSONAL_ACCESS_TOKEN_PREFIX,
  type PublicPersonalAccessToken,
  parseScopes,
  toPublicPersonalAccessToken,
} from "../../model/token/PersonalAccessToken";
import type { PersonalAccessTokenRepo } from "../../model/token/PersonalAccessTokenRepo";
import type { SecretTokens } from "../../model/token/SecretTokens";
import type { Clock } from "../../shared/Clock";
import { parseIsoInstant } from "../../shared/dates";
import { invalidField } from "../../shared/domainErrors";
import type { IdGenerator, PersonalAccessTokenId, UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";

export interface CreatePersonalAccessTokenInput {
  name: string;
  scopes: readonly string[];
  /** ISO 8601 date or date-time in the future; absent or null: never expires. */
  expiresAt?: string | null;
}

export interface CreatedPersonalAccessToken {
  readonly token: PublicPersonalAccessToken;
  /** Shown this once; only its hash is stored. */
  readonly secret: string;
}

export class CreatePersonalAccessToken {
  constructor(
    private readonly tokens: PersonalAccessTokenRepo,
    private readonly secrets: SecretTokens,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreatePersonalAccessTokenInput): Promise<CreatedPersonalAccessToken> {
    const name = parseName(input.name);
    const scopes = parseScopes(input.scopes);
    const now = this.clock.now();
    let expiresAt: Date | null = null;
    if (input.expiresAt !== undefined && input.expiresAt !== null) {
      expiresAt = parseIsoInstant(input.expiresAt);
      if (!expiresAt) throw invalidField("expiresAt", "expiresAt must be an ISO 8601 date or date-time");
      if (expiresAt.getTime() <= now.getTime()) throw invalidField("expiresAt", "expiresAt must be in the future");
    }
    const secret = this.secrets.generate(PERSONAL_ACCESS_TOKEN_PREFIX);
    const token = {
      id: this.ids.next<PersonalAccessTokenId>(),
      userId,
      name,
      scopes,
      tokenHash: await this.secrets.hash(secret),
      createdAt: now,
      expiresAt,
      lastUsedAt: null,
    };
    await this.tokens.create(token);
    return { token: toPublicPersonalAccessToken(token), secret };
  }
}
