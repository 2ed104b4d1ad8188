export { BCRYPT_MAX_PASSWORD_BYTES, BcryptPasswordHasher, DEFAULT_BCRYPT_COST } from "./BcryptPasswordHasher";
export { JoseTokenPort, type JoseTokenPortOptions } from "./JoseTokenPort";
