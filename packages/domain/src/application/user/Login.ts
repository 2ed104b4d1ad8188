import type { PasswordHasher } from "../../model/user/PasswordHasher";
import { type PublicUser, toPublicUser } from "../../model/user/User";
import type { UserRepo } from "../../model/user/UserRepo";
import { invalidCredentials } from "../../shared/domainErrors";
import { hasControlCharacters } from "../../shared/text";
import type { Session, SessionIssuer } from "../token/SessionIssuer";

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResult extends Session {
  readonly user: PublicUser;
}

export class Login {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    /**
     * A real hash of a throw-away password, so an unknown e-mail costs the same time as a wrong
     * password; may still be computing when the use case is built.
     */
    private readonly dummyHash: string | Promise<string>,
  ) {}

  async execute(input: LoginInput): Promise<LoginResult> {
    const email = typeof input.email === "string" ? input.email.trim() : "";
    const password = typeof input.password === "string" ? input.password : "";
    // No stored e-mail holds a control character (register refuses them): nothing to look up.
    const user = email && !hasControlCharacters(email) ? await this.users.findByEmail(email) : null;
    const matches = await this.hasher.verify(password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !matches) throw invalidCredentials();
    const session = await this.sessions.start(user.id);
    return { ...session, user: toPublicUser(user) };
  }
}
