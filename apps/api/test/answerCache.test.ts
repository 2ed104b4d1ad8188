import type { StoreVersion } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { answerCache } from "../src/stores/answerCache";

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

  describe("resting while writes outpace reuse", () => {
    /** A version that counts its reads; `moving` makes every read find a new one (a write between each). */
    const countedVersion = (moving: boolean) => {
      let value = 0;
      const counted = { reads: 0 };
      const version: StoreVersion = {
        read: async () => {
          counted.reads += 1;
          if (moving) value += 1;
          return String(value);
        },
      };
      return { version, counted };
    };
    /** How many times an answer was computed, and the next count. */
    const computations = () => {
      const made = { count: 0 };
      const next = () => {
        made.count += 1;
        return made.count;
      };
      return { made, next };
    };
    const clock = () => {
      let at = 0;
      return { now: () => at, pass: (ms: number) => (at += ms) };
    };

    it("stops reading the version after a window that served nothing while the store moved, until the rest is over", async () => {
      const { version, counted } = countedVersion(true);
      const time = clock();
      const cache = answerCache(version, 1024 * 1024, { windowReads: 4, restMs: 1000, now: time.now });
      const { next } = computations();
      const page = () => cache.json("alice", async () => ({ computed: next() }));
      for (let i = 0; i < 4; i += 1) await page();
      expect(counted.reads).toBe(4);
      expect(await page()).toBe('{"computed":5}');
      expect(await page()).toBe('{"computed":6}');
      expect(counted.reads).toBe(4);
      time.pass(1000);
      expect(await page()).toBe('{"computed":7}');
      expect(counted.reads).toBe(5);
    });

    it("keeps reading and keeping while the store stands still, even when no answer was asked for twice yet", async () => {
      const { version, counted } = countedVersion(false);
      const time = clock();
      const cache = answerCache(version, 1024 * 1024, { windowReads: 4, restMs: 1000, now: time.now });
      const { made, next } = computations();
      const page = (key: string) => cache.json(key, async () => ({ key, computed: next() }));
      for (const key of ["a", "b", "c", "d", "e", "f", "g", "h"]) await page(key);
      expect(counted.reads).toBe(8);
      expect(await page("a")).toBe('{"key":"a","computed":1}');
      expect(made.count).toBe(8);
    });

    it("keeps reading while kept answers are served, though the store moves under half of the reads", async () => {
      const { version, move } = movableVersion();
      let reads = 0;
      const counting: StoreVersion = {
        read: () => {
          reads += 1;
          return version.read();
        },
      };
      const time = clock();
      const cache = answerCache(counting, 1024 * 1024, { windowReads: 4, restMs: 1000, now: time.now });
      const { made, next } = computations();
      const page = () => cache.json("alice", async () => ({ computed: next() }));
      for (let i = 0; i < 12; i += 1) {
        if (i % 2 === 0) move();
        await page();
      }
      expect(reads).toBe(12);
      expect(made.count).toBe(6);
    });
  });
});
