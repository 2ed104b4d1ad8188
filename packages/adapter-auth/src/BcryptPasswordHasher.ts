import type { PasswordHasher } from "@finance/domain";
import { hash, verify } from "@node-rs/bcrypt";

export const DEFAULT_BCRYPT_COST = 10;

/** bcrypt reads at most this many bytes of a password. */
export const BCRYPT_MAX_PASSWORD_BYTES = 72;

/** PasswordHasher on @node-rs/bcrypt (native, off the event loop). Cost 4-31; tests use 4. */
export class BcryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: number = DEFAULT_BCRYPT_COST) {
    if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new RangeError("bcrypt cost must be 4-31");
  }

  /** Refuses passwords bcrypt would silently cut (over 72 UTF-8 bytes); register refuses them first. */
  hash(password: string): Promise<string> {
    if (Buffer.byteLength(password, "utf8") > BCRYPT_MAX_PASSWORD_BYTES) {
      return Promise.reject(new RangeError(`bcrypt passwords are at most ${BCRYPT_MAX_PASSWORD_BYTES} bytes`));
    }
    return hash(password, { cost: this.cost });
  }

  /**
   * A malformed stored hash answers false, never throws. A password over 72 bytes answers false:
   * bcrypt reads only the first 72, so "the right 72 bytes + anything" would otherwise match. The
   * hash is still computed, so such a guess costs the same time as any other.
   */
  async verify(password: string, encodedHash: string): Promise<boolean> {
    try {
      const matches = await verify(password, encodedHash);
      return matches && Buffer.byteLength(password, "utf8") <= BCRYPT_MAX_PASSWORD_BYTES;
    } catch {
      return false;
    }
  }
}
