/**
 * Port: the opaque secrets of refresh tokens and personal access tokens. A secret is made from a
 * CSPRNG and shown to its owner once; the stores keep only its hash, so a leaked table holds
 * nothing that authenticates.
 */
export interface SecretTokens {
  /** `prefix` followed by at least 256 random bits in base64url. */
  generate(prefix: string): string;
  /** A deterministic digest of the whole secret, so a presented secret is found by its hash. */
  hash(secret: string): Promise<string>;
}
