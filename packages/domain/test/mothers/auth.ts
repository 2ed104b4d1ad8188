import { DomainError, type PasswordHasher, type SecretTokens, type TokenPort } from "../../src";
import { idOf } from "../../src/testing";

/** Stands in for bcrypt: readable, fast, and never equal to the password itself. */
export const fakeHasher = (): PasswordHasher => ({
  hash: async (password) => `hashed:${password}`,
  verify: async (password, hash) => hash === `hashed:${password}`,
});

/** Stands in for JWTs: the token names the user it was issued to. */
export const fakeTokens = (expiresIn = 3600): TokenPort => ({
  issue: async (userId) => ({ accessToken: `token-for:${userId}`, expiresIn }),
  verify: async (token) => {
    if (!token.startsWith("token-for:")) throw new DomainError("AUTH_TOKEN_INVALID", "Token is invalid");
    return { userId: idOf(token.slice("token-for:".length)), issuedAtMs: 0 };
  },
});

/** Stands in for the CSPRNG and SHA-256: numbered secrets, readable hashes that are not the secret. */
export const fakeSecrets = (): SecretTokens & { readonly issued: string[] } => {
  const issued: string[] = [];
  return {
    issued,
    generate: (prefix) => {
      const secret = `${prefix}secret-${issued.length + 1}`;
      issued.push(secret);
      return secret;
    },
    hash: async (secret) => `sha:${secret}`,
  };
};
