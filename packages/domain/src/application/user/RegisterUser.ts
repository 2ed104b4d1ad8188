import { INVALID_EMAIL, isValidEmail } from "../../model/user/email";
import type { PasswordHasher } from "../../model/user/PasswordHasher";
import { passwordProblem } from "../../model/user/password";
import { type PublicUser, toPublicUser } from "../../model/user/User";
import type { UserRepo } from "../../model/user/UserRepo";
import type { Clock } from "../../shared/Clock";
import type { ErrorDetail } from "../../shared/DomainError";
import { emailAlreadyRegistered, invalidInput } from "../../shared/domainErrors";
import type { IdGenerator, UserId } from "../../shared/Id";
import { nameProblems, normaliseText } from "../../shared/text";

export interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
}

const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

export class RegisterUser {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Every invalid field is listed at once, so a sign-up form can mark them all. */
  async execute(input: RegisterUserInput): Promise<PublicUser> {
    const name = normaliseText(trimmed(input.name));
    const email = trimmed(input.email);
    const password = typeof input.password === "string" ? input.password : "";
    const problems: ErrorDetail[] = nameProblems(name).map((message) => ({ path: "name", message }));
    if (!isValidEmail(email)) problems.push({ path: "email", message: INVALID_EMAIL });
    const weak = passwordProblem(password);
    if (weak) problems.push({ path: "password", message: weak });
    if (problems.length > 0) throw invalidInput("Invalid registration", problems);
    if (await this.users.findByEmail(email)) throw emailAlreadyRegistered();
    const user = {
      id: this.ids.next<UserId>(),
      name,
      email,
      passwordHash: await this.hasher.hash(password),
      createdAt: this.clock.now(),
    };
    await this.users.create(user);
    return toPublicUser(user);
  }
}
