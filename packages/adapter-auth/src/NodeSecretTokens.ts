import { createHash, randomBytes } from "node:crypto";
import type { SecretTokens } from "@finance/domain";

/** 256 bits: guessing one is out of reach, whatever the hash. */
export const SECRET_BYTES = 32;

/**
 * SecretTokens on node:crypto: `prefix` + 32 bytes of the kernel's CSPRNG in base64url; stored as
 * the hex SHA-256 of the whole secret. A fast, unsalted hash is right here, unlike for passwords:
 * the secret already has 256 bits of entropy, so there is no dictionary to slow down, and the same
 * digest every time lets a presented secret be found by an index look-up.
 */
export class NodeSecretTokens implements SecretTokens {
  generate(prefix: string): string {
    return `${prefix}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  }

  async hash(secret: string): Promise<string> {
    return createHash("sha256").update(secret, "utf8").digest("hex");
  }
}
