import { personalAccessTokenNotFound } from "../shared/domainErrors";
import { type PublicPersonalAccessToken, toPublicPersonalAccessToken } from "./PersonalAccessToken";
import type { PersonalAccessTokenRepo } from "./PersonalAccessTokenRepo";

/** Revokes one of the caller's tokens for good; another user's token reads as missing. */
export class DeletePersonalAccessToken {
  constructor(private readonly tokens: PersonalAccessTokenRepo) {}

  async execute(userId: string, tokenId: string): Promise<PublicPersonalAccessToken> {
    const deleted = await this.tokens.delete(userId, tokenId);
    if (!deleted) throw personalAccessTokenNotFound();
    return toPublicPersonalAccessToken(deleted);
  }
}
