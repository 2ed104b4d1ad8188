import { emailAlreadyRegistered, type User, type UserId, type UserRepo } from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class MemoryUserRepo implements UserRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(user: User): Promise<void> {
    for (const existing of this.store.users.values()) {
      if (sameEmail(existing.email, user.email)) {
        throw emailAlreadyRegistered();
      }
    }
    this.store.users.set(user.id, copy(user));
  }

  async findById(id: UserId): Promise<User | null> {
    const user = this.store.users.get(id);
    return user ? copy(user) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    for (const user of this.store.users.values()) if (sameEmail(user.email, email)) return copy(user);
    return null;
  }

  /** No await between the reads and the writes: atomic like the SQL stores' transactions. */
  async changePassword(userId: UserId, passwordHash: string, tokensValidAfter: Date): Promise<boolean> {
    const user = this.store.users.get(userId);
    if (!user) return false;
    this.store.users.set(userId, { ...user, passwordHash, tokensValidAfter: new Date(tokensValidAfter) });
    for (const [hash, token] of this.store.refreshTokens) {
      if (token.userId === userId && !token.revokedAt) {
        this.store.refreshTokens.set(hash, { ...token, revokedAt: new Date(tokensValidAfter) });
      }
    }
    for (const [id, token] of this.store.personalAccessTokens) {
      if (token.userId === userId) this.store.personalAccessTokens.delete(id);
    }
    return true;
  }
}
