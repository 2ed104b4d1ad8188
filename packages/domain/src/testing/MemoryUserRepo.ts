import { emailAlreadyRegistered, type User, type UserRepo } from "../index";
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

  async findById(id: string): Promise<User | null> {
    const user = this.store.users.get(id);
    return user ? copy(user) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    for (const user of this.store.users.values()) if (sameEmail(user.email, email)) return copy(user);
    return null;
  }
}
