import type { Clock } from "../shared/Clock";
import { DomainError, type ErrorDetail } from "../shared/DomainError";
import type { IdGenerator } from "../shared/Id";
import type { PasswordHasher } from "./PasswordHasher";
import { type PublicUser, toPublicUser } from "./User";
import type { UserRepo } from "./UserRepo";

export interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export class RegisterUser {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterUserInput): Promise<PublicUser> {
    const name = input.name?.trim() ?? "";
    const email = input.email?.trim() ?? "";
    const problems: ErrorDetail[] = [];
    if (name.length === 0) problems.push({ path: "name", message: "Name is required" });
    if (!EMAIL.test(email)) problems.push({ path: "email", message: "E-mail is not valid" });
    if ((input.password ?? "").length < MIN_PASSWORD_LENGTH) {
      problems.push({ path: "password", message: `Password must have at least ${MIN_PASSWORD_LENGTH} characters` });
    }
    if (problems.length > 0) throw new DomainError("VALIDATION_ERROR", "Invalid registration", problems);
    if (await this.users.findByEmail(email)) {
      throw new DomainError("EMAIL_ALREADY_REGISTERED", "E-mail is already registered");
    }
    const user = {
      id: this.ids.next(),
      name,
      email,
      passwordHash: await this.hasher.hash(input.password),
      createdAt: this.clock.now(),
    };
    await this.users.create(user);
    return toPublicUser(user);
  }
}
