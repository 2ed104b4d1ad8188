import { createHmac } from "node:crypto";
import { JoseTokenPort } from "@finance/adapter-auth";
import { idOf } from "@finance/domain/testing";
import { TEST_JWT_SECRET } from "./testApp";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

const signed = (alg: "HS256" | "HS512", payload: object, secret = TEST_JWT_SECRET) => {
  const input = `${b64({ alg, typ: "JWT" })}.${b64(payload)}`;
  const hash = alg === "HS256" ? "sha256" : "sha512";
  return `${input}.${createHmac(hash, secret).update(input).digest("base64url")}`;
};

/** Tokens the API must refuse, for a given user id (what each should answer is in its name). */
export const badTokens = async (userId: string) => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: userId, iat: now, exp: now + 3600 };
  const expired = await new JoseTokenPort({
    secret: TEST_JWT_SECRET,
    ttlSeconds: 60,
    now: () => new Date(Date.now() - 2 * 3600_000),
  }).issue(idOf(userId));
  return {
    expired: expired.accessToken,
    algNone: `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`,
    badSignature: signed("HS256", claims, "some-other-secret-of-at-least-32-chars"),
    otherAlgorithm: signed("HS512", claims),
    tampered: `${signed("HS256", claims).split(".")[0]}.${b64({ ...claims, sub: "someone-else" })}.${signed("HS256", claims).split(".")[2]}`,
    garbage: "not-a-jwt",
    /** Well signed, but "issued" an hour from now. */
    issuedInTheFuture: signed("HS256", { sub: userId, iat: now + 3600, exp: now + 7200 }),
  };
};

/** A correctly signed token for any subject (e.g. a user that does not exist). */
export const tokenFor = (userId: string) => {
  const now = Math.floor(Date.now() / 1000);
  return signed("HS256", { sub: userId, iat: now, exp: now + 3600 });
};
