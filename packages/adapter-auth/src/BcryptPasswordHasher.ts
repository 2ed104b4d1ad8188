import type { PasswordHasher } from "@finance/domain";
import { hash, verify } from "@node-rs/bcrypt";

export const DEFAULT_BCRYPT_COST = 10;

/** PasswordHasher on @node-rs/bcrypt (native, off the event loop). Cost 4-31; tests use 4. */
export class BcryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: number = DEFAULT_BCRYPT_COST) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new RangeError("bcrypt cost must be 4-31");
  }

  hash(password: string): Promise<string> {
    return hash(password, { cost: this.cost });
  }

  /** A malformed stored hash answers false, never throws. */
  async verify(password: string, encodedHash: string): Promise<boolean> {
    try {
      return await verify(password, encodedHash);
    } catch {
      return false;
    }
  }
}
