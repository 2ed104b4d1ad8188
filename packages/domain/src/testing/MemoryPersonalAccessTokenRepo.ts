import type { PersonalAccessToken, PersonalAccessTokenId, PersonalAccessTokenRepo, UserId } from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

export class MemoryPersonalAccessTokenRepo implements PersonalAccessTokenRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(token: PersonalAccessToken): Promise<void> {
    this.store.personalAccessTokens.set(token.id, copy(token));
  }

  async listByUser(userId: UserId): Promise<PersonalAccessToken[]> {
    return [...this.store.personalAccessTokens.values()]
      .filter((token) => token.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map(copy);
  }

  async findByHash(tokenHash: string): Promise<PersonalAccessToken | null> {
    for (const token of this.store.personalAccessTokens.values()) {
      if (token.tokenHash === tokenHash) return copy(token);
    }
    return null;
  }

  async markUsed(id: PersonalAccessTokenId, at: Date): Promise<void> {
    const token = this.store.personalAccessTokens.get(id);
    if (token) this.store.personalAccessTokens.set(id, { ...token, lastUsedAt: new Date(at) });
  }

  async delete(userId: UserId, id: PersonalAccessTokenId): Promise<PersonalAccessToken | null> {
    const token = this.store.personalAccessTokens.get(id);
    if (!token || token.userId !== userId) return null;
    this.store.personalAccessTokens.delete(id);
    return copy(token);
  }
}
