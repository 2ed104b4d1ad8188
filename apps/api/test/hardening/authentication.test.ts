import { BcryptPasswordHasher } from "@finance/adapter-auth";
import type { PasswordHasher } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { apiClient, aUser, makeTestApp, registerAndLogin } from "../support";
import { errorBody } from "./support";

/**
 * OWASP API2 (broken authentication). Login must not tell an unknown e-mail from a wrong password,
 * neither by its answer nor by its time: for an unknown e-mail the domain compares the password
 * against a dummy hash. Checked by what the hasher is asked to do, never by measuring time.
 */

/** The real bcrypt hasher, recording every verify call. */
const recordingHasher = (cost: number) => {
  const inner = new BcryptPasswordHasher(cost);
  const verified: { password: string; hash: string }[] = [];
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    verify: (password, hash) => {
      verified.push({ password, hash });
      return inner.verify(password, hash);
    },
  };
  return { hasher, verified };
};

describe("login timing and answers", () => {
  it("verifies against a real bcrypt hash of the configured cost for an unknown e-mail, like for a wrong password", async () => {
    const cost = 6;
    const { hasher, verified } = recordingHasher(cost);
    const t = await makeTestApp({ env: { BCRYPT_COST: String(cost) }, deps: { passwords: hasher } });
    const { credentials } = await registerAndLogin(t);
    const stored = await t.deps.repositories.users.findByEmail(credentials.email);
    const anonymous = apiClient(t.request);

    verified.length = 0;
    const wrongPassword = await anonymous.post("/auth/login", { email: credentials.email, password: "wrong-password" });
    expect(verified).toEqual([{ password: "wrong-password", hash: stored?.passwordHash }]);

    verified.length = 0;
    const unknown = await anonymous.post("/auth/login", { email: "nobody@example.com", password: "wrong-password" });
    expect(verified).toHaveLength(1);
    const dummy = verified[0]?.hash ?? "";
    expect(dummy).toMatch(new RegExp(`^\\$2[aby]\\$0${cost}\\$[./A-Za-z0-9]{53}$`));
    expect(dummy).not.toBe(stored?.passwordHash);

    // The same answer, byte for byte (status, code, message).
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(unknown.body).toEqual(errorBody("INVALID_CREDENTIALS"));

    // The dummy is computed once, not per request: the next unknown e-mail uses the same one.
    verified.length = 0;
    await anonymous.post("/auth/login", { email: "someone-else@example.com", password: "x" });
    expect(verified.map((call) => call.hash)).toEqual([dummy]);
    await t.close();
  });

  it("an empty or blank e-mail still costs one bcrypt comparison", async () => {
    const { hasher, verified } = recordingHasher(4);
    const t = await makeTestApp({ deps: { passwords: hasher } });
    const anonymous = apiClient(t.request);
    for (const email of ["", "   "]) {
      verified.length = 0;
      const res = await anonymous.post("/auth/login", { email, password: "whatever" });
      expect(res.status).toBe(401);
      expect(verified).toHaveLength(1);
    }
    await t.close();
  });
});

describe("bcrypt's 72-byte limit", () => {
  it("register refuses a password over 72 UTF-8 bytes with VALIDATION_ERROR (not cut silently); 72 bytes are fine", async () => {
    const t = await makeTestApp();
    const anonymous = apiClient(t.request);
    const over = await anonymous.post("/auth/register", aUser({ password: "€".repeat(25) })); // 75 bytes, 25 chars
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("VALIDATION_ERROR");
    expect(over.body.details).toEqual([{ path: "password", message: expect.stringMatching(/72 bytes/) }]);
    const exactly = aUser({ password: "€".repeat(24) }); // 72 bytes
    expect((await anonymous.post("/auth/register", exactly)).status).toBe(201);

    // bcrypt reads only 72 bytes: the right password plus anything must not log in.
    const longer = await anonymous.post("/auth/login", { email: exactly.email, password: `${exactly.password}x` });
    expect(longer.status).toBe(401);
    expect(longer.body.code).toBe("INVALID_CREDENTIALS");
    const right = await anonymous.post("/auth/login", { email: exactly.email, password: exactly.password });
    expect(right.status).toBe(200);
    await t.close();
  });
});
