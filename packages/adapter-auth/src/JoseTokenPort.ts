import { createSecretKey, type KeyObject } from "node:crypto";
import {
  authTokenExpired,
  authTokenInvalid,
  type IssuedToken,
  parseUuid,
  type TokenPort,
  type UserId,
  type VerifiedAccessToken,
} from "@finance/domain";
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

/**
 * How far in the future a token's `iat` may be (seconds): clocks of the processes that issue and
 * verify tokens may differ a little; a token "issued" later than that was not issued by them.
 */
export const MAX_CLOCK_SKEW_SECONDS = 30;

/**
 * The private claim with the issue instant in milliseconds: `iat` stays whole seconds as RFC 7519
 * says, and a password change revokes to the millisecond. A token without it (issued before the
 * claim existed) counts as issued at the start of its `iat` second.
 */
const ISSUED_AT_MS = "iat_ms";

/** Verified tokens remembered (about 300 bytes each); the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

const invalid = authTokenInvalid;

/**
 * TokenPort on jose: HS256 only, claims `sub` (user id), `iat`, `exp` and `iat_ms` (ISSUED_AT_MS).
 * The key is imported once, when the adapter is built, never per request.
 * `verify` refuses `alg: none`, every other algorithm, bad signatures, malformed tokens and tokens
 * whose `iat` is more than MAX_CLOCK_SKEW_SECONDS ahead with AUTH_TOKEN_INVALID, and tokens past
 * `exp` with AUTH_TOKEN_EXPIRED; an `iat_ms` that is not an integer within the `iat` second is invalid too.
 *
 * A token that verified is remembered by its exact text until its `exp`: the same text verifies
 * the same way, so a client's next requests skip the HMAC (WebCrypto's async job was about a tenth
 * of an authenticated request's CPU). Failures are never remembered.
 */
export class JoseTokenPort implements TokenPort {
  private readonly key: KeyObject;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;
  private readonly verified = new Map<
    string,
    { readonly userId: UserId; readonly iat: number; readonly issuedAtMs: number; readonly exp: number }
  >();

  constructor(options: JoseTokenPortOptions) {
    if (!Number.isInteger(options.ttlSeconds) || options.ttlSeconds <= 0) {
      throw new RangeError("ttlSeconds must be a positive integer");
    }
    this.key = createSecretKey(Buffer.from(options.secret, "utf8"));
    this.ttlSeconds = options.ttlSeconds;
    this.now = options.now ?? (() => new Date());
  }

  async issue(userId: UserId): Promise<IssuedToken> {
    const issuedAtMs = this.now().getTime();
    const iat = Math.floor(issuedAtMs / 1000);
    const accessToken = await new SignJWT({ [ISSUED_AT_MS]: issuedAtMs })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  async verify(token: string): Promise<VerifiedAccessToken> {
    const now = Math.floor(this.now().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      // jose's own rule: expired once `exp` <= now in whole seconds.
      if (now < known.exp && known.iat <= now + MAX_CLOCK_SKEW_SECONDS)
        return { userId: known.userId, issuedAtMs: known.issuedAtMs };
      this.verified.delete(token);
    }
    let subject: unknown;
    let iat: unknown;
    let exp: unknown;
    let issuedAtMsClaim: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ["sub", "iat", "exp"],
        currentDate: this.now(),
      });
      subject = payload.sub;
      iat = payload.iat;
      exp = payload.exp;
      issuedAtMsClaim = payload[ISSUED_AT_MS];
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw authTokenExpired();
      }
      throw invalid();
    }
    // Only this port signs tokens, and only for user ids; the subject is read back as one.
    const userId = parseUuid<UserId>(subject);
    if (!userId) throw invalid();
    // jose checks that `iat` is a number, not when it is (only with maxTokenAge, which would also cap the age).
    if (typeof iat !== "number" || iat > now + MAX_CLOCK_SKEW_SECONDS) throw invalid();
    const issuedAtMs = issuedAtMsClaim === undefined ? iat * 1000 : issuedAtMsClaim;
    if (!Number.isSafeInteger(issuedAtMs) || Math.floor((issuedAtMs as number) / 1000) !== iat) throw invalid();
    if (typeof exp === "number") {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, { userId, iat, issuedAtMs: issuedAtMs as number, exp });
    }
    return { userId, issuedAtMs: issuedAtMs as number };
  }
}
