export { BCRYPT_MAX_PASSWORD_BYTES, BcryptPasswordHasher, DEFAULT_BCRYPT_COST } from "./BcryptPasswordHasher";
export { JoseTokenPort, type JoseTokenPortOptions, MAX_CLOCK_SKEW_SECONDS } from "./JoseTokenPort";
export { NodeSecretTokens, SECRET_BYTES } from "./NodeSecretTokens";
