import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "../src/composition/randomPool";

describe("pooledRandomBytes", () => {
  it("hands out every byte of a pool once, and refills across the pool's end", () => {
    const take = pooledRandomBytes(64);
    // 16 x 5 bytes cross the 64-byte pool once; no two 16-byte draws alike.
    const draws = Array.from({ length: 5 }, () => take(16));
    expect(draws.map((d) => d.length)).toEqual([16, 16, 16, 16, 16]);
    expect(new Set(draws.map((d) => Buffer.from(d).toString("hex"))).size).toBe(5);
    expect(take(100)).toHaveLength(100);
  });

  it("gives copies: writing into one (as the UUID v7 generator does) changes no later draw", () => {
    const take = pooledRandomBytes(32);
    const first = take(16);
    const second = take(16);
    const before = Buffer.from(second).toString("hex");
    first.fill(0);
    expect(Buffer.from(second).toString("hex")).toBe(before);
    expect(second.buffer).not.toBe(first.buffer);
  });
});
