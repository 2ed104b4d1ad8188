import type { PersonalAccessTokenId, UserId } from "../../shared/Id";
import type { PersonalAccessToken } from "./PersonalAccessToken";

export interface PersonalAccessTokenRepo {
  create(token: PersonalAccessToken): Promise<void>;
  /** The user's tokens, newest first. */
  listByUser(userId: UserId): Promise<PersonalAccessToken[]>;
  findByHash(tokenHash: string): Promise<PersonalAccessToken | null>;
  markUsed(id: PersonalAccessTokenId, at: Date): Promise<void>;
  /** Deletes the user's token with this id and answers it; null when the user has none with it. */
  delete(userId: UserId, id: PersonalAccessTokenId): Promise<PersonalAccessToken | null>;
}
