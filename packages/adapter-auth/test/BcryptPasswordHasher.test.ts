import { parseOptions } from "@node-rs/bcrypt";
import { describe, expect, it } from "vitest";
import { BcryptPasswordHasher, DEFAULT_BCRYPT_COST } from "../src";

describe("BcryptPasswordHasher", () => {
  const hasher = new BcryptPasswordHasher(4);

  it("stores a salted bcrypt hash with the configured cost, never the password", async () => {
    const first = await hasher.hash("correct horse battery");
    const second = await hasher.hash("correct horse battery");
    expect(first).toMatch(/^\$2b\$04\$/);
    expect(first).not.toContain("correct horse");
    expect(first).not.toBe(second);
    expect(parseOptions(first).cost).toBe(4);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hasher.hash("correct horse battery");
    await expect(hasher.verify("correct horse battery", hash)).resolves.toBe(true);
    await expect(hasher.verify("correct horse batterY", hash)).resolves.toBe(false);
    await expect(hasher.verify("", hash)).resolves.toBe(false);
  });

  it("never lets bcrypt's 72-byte cut make a longer password match, and refuses to hash one", async () => {
    const exactly72 = "é".repeat(36);
    const hash = await hasher.hash(exactly72);
    await expect(hasher.verify(exactly72, hash)).resolves.toBe(true);
    await expect(hasher.verify(`${exactly72}anything`, hash)).resolves.toBe(false);
    await expect(hasher.hash(`${exactly72}x`)).rejects.toThrow(RangeError);
  });

  it("answers false for a malformed stored hash instead of throwing", async () => {
    await expect(hasher.verify("whatever", "not-a-bcrypt-hash")).resolves.toBe(false);
  });

  it("defaults to cost 10 and refuses costs outside 4-31", () => {
    expect(DEFAULT_BCRYPT_COST).toBe(10);
    expect(() => new BcryptPasswordHasher(3)).toThrow(RangeError);
    expect(() => new BcryptPasswordHasher(32)).toThrow(RangeError);
  });
});
