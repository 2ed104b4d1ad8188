import type { UserId } from "../../shared/Id";
import type { User } from "./User";

export interface UserRepo {
  /** Fails with EMAIL_ALREADY_REGISTERED when the e-mail (case-insensitive) is taken. */
  create(user: User): Promise<void>;
  findById(id: UserId): Promise<User | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | null>;
  /**
   * ATOMIC: stores the new password hash and `tokensValidAfter`, revokes every refresh token of the
   * user and deletes every personal access token of the user, all in one unit of work (a password
   * change that left a stolen token alive would not be one). False when the user does not exist.
   */
  changePassword(userId: UserId, passwordHash: string, tokensValidAfter: Date): Promise<boolean>;
}
