import { createSecretKey, type KeyObject } from "node:crypto";
import { DomainError, type IssuedToken, type TokenPort } from "@finance/domain";
import { errors, jwtVerify, SignJWT } from "jose";

export interface JoseTokenPortOptions {
  /** HS256 secret; the configuration guarantees at least 32 characters. */
  readonly secret: string;
  /** Token lifetime in seconds (JWT_TTL, default 3600). */
  readonly ttlSeconds: number;
  /** The current instant; tests move it to make tokens expire. */
  readonly now?: () => Date;
}

const ALGORITHM = "HS256";

const invalid = () => new DomainError("AUTH_TOKEN_INVALID", "Access token is invalid");

/**
 * TokenPort on jose: HS256 only, claims `sub` (user id), `iat` and `exp`.
 * The key is imported once, when the adapter is built, never per request.
 * `verify` refuses `alg: none`, every other algorithm, bad signatures and malformed tokens with
 * AUTH_TOKEN_INVALID, and tokens past `exp` with AUTH_TOKEN_EXPIRED.
 */
export class JoseTokenPort implements TokenPort {
  private readonly key: KeyObject;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;

  constructor(options: JoseTokenPortOptions) {
    if (!Number.isInteger(options.ttlSeconds) || options.ttlSeconds <= 0) {
      throw new RangeError("ttlSeconds must be a positive integer");
    }
    this.key = createSecretKey(Buffer.from(options.secret, "utf8"));
    this.ttlSeconds = options.ttlSeconds;
    this.now = options.now ?? (() => new Date());
  }

  async issue(userId: string): Promise<IssuedToken> {
    const iat = Math.floor(this.now().getTime() / 1000);
    const accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  async verify(token: string): Promise<{ userId: string }> {
    let subject: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ["sub", "iat", "exp"],
        currentDate: this.now(),
      });
      subject = payload.sub;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new DomainError("AUTH_TOKEN_EXPIRED", "Access token has expired");
      }
      throw invalid();
    }
    if (typeof subject !== "string" || subject.length === 0) throw invalid();
    return { userId: subject };
  }
}
