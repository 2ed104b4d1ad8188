import type { StoreVersion } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { answerCache } from "../src/http/answerCache";

/** A store version a test moves by hand. */
const movableVersion = () => {
  let value = 0;
  const version: StoreVersion = { read: async () => String(value) };
  return { version, move: () => (value += 1) };
};

describe("answerCache", () => {
  it("computes once per key while the version stays, and again once it moves", async () => {
    const { version, move } = movableVersion();
    const cache = answerCache(version, 1024 * 1024);
    let computed = 0;
    const page = () =>
      cache.json("alice", async () => {
        computed += 1;
        return { page: computed };
      });
    expect(await page()).toBe('{"page":1}');
    expect(await page()).toBe('{"page":1}');
    move();
    expect(await page()).toBe('{"page":2}');
    expect(computed).toBe(2);
  });

  it("never keeps an answer past a commit that landed while it was computed", async () => {
    const { version, move } = movableVersion();
    const cache = answerCache(version, 1024 * 1024);
    let computed = 0;
    const page = () =>
      cache.json("alice", async () => {
        computed += 1;
        if (computed === 1) move();
        return { computed };
      });
    await page();
    expect(await page()).toBe('{"computed":2}');
    expect(await page()).toBe('{"computed":2}');
  });

  it("drops the least recently used answers beyond its memory", async () => {
    const { version } = movableVersion();
    const cache = answerCache(version, 20_000);
    let computed = 0;
    const big = (key: string) =>
      cache.json(key, async () => {
        computed += 1;
        return { key, filler: "x".repeat(4_000) };
      });
    for (const key of ["a", "b", "c", "d"]) await big(key);
    expect(computed).toBe(4);
    await big("d");
    expect(computed).toBe(4);
    await big("a");
    expect(computed).toBe(5);
  });

  it("computes every time without a store version or without memory", async () => {
    for (const cache of [answerCache(undefined, 1024), answerCache(movableVersion().version, 0)]) {
      let computed = 0;
      await cache.json("alice", async () => (computed += 1));
      await cache.json("alice", async () => (computed += 1));
      expect(computed).toBe(2);
    }
  });
});
