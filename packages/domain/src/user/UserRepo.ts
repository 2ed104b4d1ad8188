import type { User } from "./User";

export interface UserRepo {
  /** Fails with EMAIL_ALREADY_REGISTERED when the e-mail (case-insensitive) is taken. */
  create(user: User): Promise<void>;
  findById(id: string): Promise<User | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | null>;
}
