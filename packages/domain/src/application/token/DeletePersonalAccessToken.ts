import { type PublicPersonalAccessToken, toPublicPersonalAccessToken } from "../../model/token/PersonalAccessToken";
import type { PersonalAccessTokenRepo } from "../../model/token/PersonalAccessTokenRepo";
import { personalAccessTokenNotFound } from "../../shared/domainErrors";
import { type PersonalAccessTokenId, parseUuid, type UserId } from "../../shared/Id";

/** Revokes one of the caller's tokens for good; another user's token reads as missing. */
export class DeletePersonalAccessToken {
  constructor(private readonly tokens: PersonalAccessTokenRepo) {}

  async execute(userId: UserId, tokenId: string): Promise<PublicPersonalAccessToken> {
    const id = parseUuid<PersonalAccessTokenId>(tokenId);
    const deleted = id === null ? null : await this.tokens.delete(userId, id);
    if (!deleted) throw personalAccessTokenNotFound();
    return toPublicPersonalAccessToken(deleted);
  }
}
