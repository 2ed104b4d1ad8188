import type { Clock } from "../shared/Clock";
import { DomainError, type ErrorDetail } from "../shared/DomainError";
import type { IdGenerator } from "../shared/Id";
import { characterCount, hasControlCharacters, MAX_NAME_LENGTH } from "../shared/text";
import type { PasswordHasher } from "./PasswordHasher";
import { type PublicUser, toPublicUser } from "./User";
import type { UserRepo } from "./UserRepo";

export interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
}

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
export const MIN_PASSWORD_LENGTH = 8;

export class RegisterUser {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterUserInput): Promise<PublicUser> {
    const name = trimmed(input.name);
    const email = trimmed(input.email);
    const password = typeof input.password === "string" ? input.password : "";
    const problems: ErrorDetail[] = [];
    if (name.length === 0) problems.push({ path: "name", message: "Name is required" });
    if (characterCount(name) > MAX_NAME_LENGTH) {
      problems.push({ path: "name", message: `Name is longer than ${MAX_NAME_LENGTH} characters` });
    }
    if (hasControlCharacters(name)) {
      problems.push({ path: "name", message: "Name must not contain control characters" });
    }
    if (!EMAIL.test(email)) problems.push({ path: "email", message: "E-mail is not valid" });
    if (password.length < MIN_PASSWORD_LENGTH) {
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
      passwordHash: await this.hasher.hash(password),
      createdAt: this.clock.now(),
    };
    await this.users.create(user);
    return toPublicUser(user);
  }
}
