import { type PublicPersonalAccessToken, toPublicPersonalAccessToken } from "../../model/token/PersonalAccessToken";
import type { PersonalAccessTokenRepo } from "../../model/token/PersonalAccessTokenRepo";
import type { UserId } from "../../shared/Id";

/** The caller's tokens, newest first, expired ones included; never a secret or its hash. */
export class ListPersonalAccessTokens {
  constructor(private readonly tokens: PersonalAccessTokenRepo) {}

  async execute(userId: UserId): Promise<PublicPersonalAccessToken[]> {
    return (await this.tokens.listByUser(userId)).map(toPublicPersonalAccessToken);
  }
}
