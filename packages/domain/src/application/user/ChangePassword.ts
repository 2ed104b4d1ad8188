import type { PasswordChanged } from "../../model/user/PasswordChanged";
import type { PasswordHasher } from "../../model/user/PasswordHasher";
import { passwordProblem } from "../../model/user/password";
import type { UserRepo } from "../../model/user/UserRepo";
import type { Clock } from "../../shared/Clock";
import { authTokenInvalid, invalidCredentials, invalidField } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import type { Session, SessionIssuer } from "../token/SessionIssuer";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Replaces the password after checking the current one, and ends every other way in: all refresh
 * tokens and personal access tokens are revoked and access tokens issued before now are refused
 * (one atomic port method). The caller gets a fresh session, so the device that changed the
 * password stays logged in.
 */
export class ChangePassword {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    private readonly passwordChanged: PasswordChanged = async () => undefined,
  ) {}

  async execute(userId: UserId, input: ChangePasswordInput): Promise<Session> {
    const newPassword = typeof input.newPassword === "string" ? input.newPassword : "";
    const weak = passwordProblem(newPassword);
    if (weak) throw invalidField("newPassword", weak);
    const user = await this.users.findById(userId);
    if (!user) throw authTokenInvalid();
    const current = typeof input.currentPassword === "string" ? input.currentPassword : "";
    if (!(await this.hasher.verify(current, user.passwordHash))) throw invalidCredentials();
    const changed = await this.users.changePassword(userId, await this.hasher.hash(newPassword), this.clock.now());
    if (!changed) throw authTokenInvalid();
    await this.passwordChanged(userId);
    return this.sessions.start(userId);
  }
}
