import { DomainError, type UserId } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { JoseTokenPort, MAX_CLOCK_SKEW_SECONDS } from "../src";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const USER_ID = idOf<UserId>("0190f5c4-7d1e-7c3a-9f6b-2d4e8a1b3c5d");
const T0 = new Date("2026-03-01T12:00:00.250Z");

const port = (options: { secret?: string; ttlSeconds?: number; now?: () => Date } = {}) =>
  new JoseTokenPort({ secret: SECRET, ttlSeconds: 3600, now: () => T0, ...options });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const secretBytes = new TextEncoder().encode(SECRET);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error("expected a DomainError");
};

describe("JoseTokenPort", () => {
  it("issues an HS256 JWT with sub, iat (seconds), iat_ms and exp = iat + TTL, and verifies it", async () => {
    const tokens = port({ ttlSeconds: 900 });
    const issued = await tokens.issue(USER_ID);
    expect(issued.expiresIn).toBe(900);
    expect(decodeProtectedHeader(issued.accessToken)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(issued.accessToken);
    expect(claims).toEqual({ sub: USER_ID, iat: seconds(T0), iat_ms: T0.getTime(), exp: seconds(T0) + 900 });
    const verified = { userId: USER_ID, issuedAtMs: T0.getTime() };
    await expect(tokens.verify(issued.accessToken)).resolves.toEqual(verified);
    // Remembered tokens answer the same, the issue instant included.
    await expect(tokens.verify(issued.accessToken)).resolves.toEqual(verified);
  });

  it("reads a token without iat_ms as issued at the start of its iat second, and refuses an iat_ms outside it", async () => {
    const tokens = port();
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(USER_ID)
        .setIssuedAt(seconds(T0))
        .setExpirationTime(seconds(T0) + 60)
        .sign(secretBytes);
    await expect(tokens.verify(await signed({}))).resolves.toEqual({ userId: USER_ID, issuedAtMs: seconds(T0) * 1000 });
    for (const bad of [T0.getTime() + 1000, T0.getTime() - 1000, T0.getTime() + 0.5, "1772366400250", null]) {
      expect(await codeOf(tokens.verify(await signed({ iat_ms: bad })))).toBe("AUTH_TOKEN_INVALID");
    }
  });

  it("answers AUTH_TOKEN_EXPIRED once exp has passed, and accepts the token just before", async () => {
    let now = T0;
    const tokens = port({ now: () => now });
    const { accessToken } = await tokens.issue(USER_ID);
    now = new Date(T0.getTime() + 3599_000);
    await expect(tokens.verify(accessToken)).resolves.toMatchObject({ userId: USER_ID });
    now = new Date(T0.getTime() + 3600_000);
    expect(await codeOf(tokens.verify(accessToken))).toBe("AUTH_TOKEN_EXPIRED");
  });

  it("remembers a verified token only until its exp, and only by its exact text", async () => {
    let now = T0;
    const tokens = port({ now: () => now });
    const { accessToken } = await tokens.issue(USER_ID);
    for (let i = 0; i < 3; i += 1) await expect(tokens.verify(accessToken)).resolves.toMatchObject({ userId: USER_ID });
    const [header, payload, signature = ""] = accessToken.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("A") ? "B" : "A"}${signature.slice(-1)}`;
    expect(await codeOf(tokens.verify(`${header}.${payload}.${flipped}`))).toBe("AUTH_TOKEN_INVALID");
    now = new Date(T0.getTime() + 3600_000);
    expect(await codeOf(tokens.verify(accessToken))).toBe("AUTH_TOKEN_EXPIRED");
    now = T0;
    await expect(tokens.verify(accessToken)).resolves.toMatchObject({ userId: USER_ID });
  });

  it("refuses alg none", async () => {
    const now = seconds(T0);
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: USER_ID, iat: now, exp: now + 60 })}.`;
    expect(await codeOf(port().verify(unsigned))).toBe("AUTH_TOKEN_INVALID");
  });

  it("refuses other HMAC algorithms even with the right secret", async () => {
    const now = seconds(T0);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(USER_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secretBytes);
    expect(await codeOf(port().verify(hs512))).toBe("AUTH_TOKEN_INVALID");
  });

  it("refuses asymmetric algorithms, including an RS256 token whose header carries its own key", async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const now = seconds(T0);
    const rs256 = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256", jwk: await exportJWK(publicKey) })
      .setSubject(USER_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(privateKey);
    expect(await codeOf(port().verify(rs256))).toBe("AUTH_TOKEN_INVALID");
  });

  it("refuses a token signed with another secret, and a tampered payload", async () => {
    const foreign = await port({ secret: "another-secret-of-at-least-32-characters" }).issue(USER_ID);
    expect(await codeOf(port().verify(foreign.accessToken))).toBe("AUTH_TOKEN_INVALID");

    const [header, , signature] = (await port().issue(USER_ID)).accessToken.split(".");
    const now = seconds(T0);
    const tampered = `${header}.${b64({ sub: "someone-else", iat: now, exp: now + 60 })}.${signature}`;
    expect(await codeOf(port().verify(tampered))).toBe("AUTH_TOKEN_INVALID");
  });

  it("refuses garbage and tokens without the required claims", async () => {
    for (const garbage of ["", "abc", "a.b.c", "Bearer x.y.z"]) {
      expect(await codeOf(port().verify(garbage))).toBe("AUTH_TOKEN_INVALID");
    }
    const now = seconds(T0);
    const withoutSub = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secretBytes);
    const withoutExp = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(USER_ID)
      .setIssuedAt(now)
      .sign(secretBytes);
    expect(await codeOf(port().verify(withoutSub))).toBe("AUTH_TOKEN_INVALID");
    expect(await codeOf(port().verify(withoutExp))).toBe("AUTH_TOKEN_INVALID");
  });

  it(`refuses a token whose iat is more than ${MAX_CLOCK_SKEW_SECONDS} s ahead, and takes one within the skew`, async () => {
    const signedAt = (iat: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(USER_ID)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(secretBytes);
    const tokens = port();
    const future = await signedAt(seconds(T0) + MAX_CLOCK_SKEW_SECONDS + 1);
    expect(await codeOf(tokens.verify(future))).toBe("AUTH_TOKEN_INVALID");
    const farFuture = await signedAt(seconds(T0) + 365 * 24 * 3600);
    expect(await codeOf(tokens.verify(farFuture))).toBe("AUTH_TOKEN_INVALID");
    await expect(tokens.verify(await signedAt(seconds(T0) + MAX_CLOCK_SKEW_SECONDS))).resolves.toMatchObject({
      userId: USER_ID,
    });
  });

  it("refuses a remembered token once the clock is back before its iat (beyond the skew)", async () => {
    let now = T0;
    const tokens = port({ now: () => now });
    const { accessToken } = await tokens.issue(USER_ID);
    await expect(tokens.verify(accessToken)).resolves.toMatchObject({ userId: USER_ID });
    now = new Date(T0.getTime() - (MAX_CLOCK_SKEW_SECONDS + 1) * 1000);
    expect(await codeOf(tokens.verify(accessToken))).toBe("AUTH_TOKEN_INVALID");
  });

  it("rejects a non-positive TTL at construction", () => {
    expect(() => port({ ttlSeconds: 0 })).toThrow(RangeError);
  });
});
