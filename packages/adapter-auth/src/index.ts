export { BcryptPasswordHasher, DEFAULT_BCRYPT_COST } from "./BcryptPasswordHasher";
export { JoseTokenPort, type JoseTokenPortOptions } from "./JoseTokenPort";
