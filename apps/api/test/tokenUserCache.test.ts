import type { User, UserId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { TokenUserCache } from "../src/stores/tokenUserCache";

const alice = "01900000-0000-7000-8000-00000000000a" as UserId;
const bob = "01900000-0000-7000-8000-00000000000b" as UserId;

const userOf = (id: UserId, tokensValidAfter?: Date): User => ({
  id,
  name: "Someone",
  email: `${id}@example.com`,
  passwordHash: "hash",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  ...(tokensValidAfter && { tokensValidAfter }),
});

/** A user store whose reads are counted, and can be held open to race a `forget` against. */
const countedUsers = () => {
  const stored = new Map<UserId, User>([
    [alice, userOf(alice)],
    [bob, userOf(bob)],
  ]);
  const reads: UserId[] = [];
  let hold: Promise<void> | undefined;
  return {
    reads,
    stored,
    holdReads: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
    findById: async (id: UserId) => {
      reads.push(id);
      const read = stored.get(id) ?? null;
      if (hold) await hold;
      return read;
    },
  };
};

const scriptedPerf = () => {
  let now = 1000;
  return { perf: { now: () => now }, advance: (ms: number) => (now += ms) };
};

describe("TokenUserCache", () => {
  it("reads a user once within the TTL and again after it", async () => {
    const users = countedUsers();
    const { perf, advance } = scriptedPerf();
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10, perf });
    expect((await cache.findById(alice))?.id).toBe(alice);
    advance(29_000);
    expect((await cache.findById(alice))?.id).toBe(alice);
    expect(users.reads).toEqual([alice]);
    advance(2000);
    await cache.findById(alice);
    expect(users.reads).toEqual([alice, alice]);
  });

  it("reads the store again after forget, and sees the password change", async () => {
    const users = countedUsers();
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10 });
    await cache.findById(alice);
    const changed = new Date("2026-06-01T00:00:00Z");
    users.stored.set(alice, userOf(alice, changed));
    expect((await cache.findById(alice))?.tokensValidAfter).toBeUndefined();
    cache.forget(alice);
    expect((await cache.findById(alice))?.tokensValidAfter).toEqual(changed);
    expect(users.reads).toEqual([alice, alice]);
  });

  it("reads every user again after forgetAll, and keeps nothing a look-up in flight read", async () => {
    const users = countedUsers();
    const carol = "01900000-0000-7000-8000-00000000000c" as UserId;
    users.stored.set(carol, userOf(carol));
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10 });
    await cache.findById(alice);
    await cache.findById(bob);
    const release = users.holdReads();
    const reading = cache.findById(carol);
    cache.forgetAll();
    release();
    expect((await reading)?.id).toBe(carol);
    for (const id of [alice, bob, carol]) await cache.findById(id);
    expect(users.reads).toEqual([alice, bob, carol, alice, bob, carol]);
  });

  it("while paused reads every look-up from the store and keeps none; after resume keeps again", async () => {
    const users = countedUsers();
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10 });
    await cache.findById(alice);
    cache.pause();
    await cache.findById(alice);
    await cache.findById(alice);
    cache.resume();
    await cache.findById(alice);
    await cache.findById(alice);
    expect(users.reads).toEqual([alice, alice, alice, alice]);
  });

  it("does not keep what a look-up read before a forget that came while it was reading", async () => {
    const users = countedUsers();
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10 });
    const release = users.holdReads();
    const reading = cache.findById(alice);
    users.stored.set(alice, userOf(alice, new Date("2026-06-01T00:00:00Z")));
    cache.forget(alice);
    release();
    // The racing caller gets what it read (it was in flight before the change) ...
    expect((await reading)?.tokensValidAfter).toBeUndefined();
    // ... but nothing was kept: the next look-up reads the changed user.
    expect((await cache.findById(alice))?.tokensValidAfter).toBeInstanceOf(Date);
    expect(users.reads).toEqual([alice, alice]);
  });

  it("keeps no unknown user, and nothing at all with a TTL of 0", async () => {
    const users = countedUsers();
    const unknown = "01900000-0000-7000-8000-0000000000ff" as UserId;
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 10 });
    expect(await cache.findById(unknown)).toBeNull();
    expect(await cache.findById(unknown)).toBeNull();
    expect(users.reads).toEqual([unknown, unknown]);

    const uncached = countedUsers();
    const off = new TokenUserCache(uncached, { ttlMs: 0, maxUsers: 10 });
    await off.findById(alice);
    await off.findById(alice);
    expect(uncached.reads).toEqual([alice, alice]);
  });

  it("drops the least recently read user past maxUsers", async () => {
    const users = countedUsers();
    const cache = new TokenUserCache(users, { ttlMs: 30_000, maxUsers: 1 });
    await cache.findById(alice);
    await cache.findById(bob);
    await cache.findById(bob);
    await cache.findById(alice);
    expect(users.reads).toEqual([alice, bob, alice]);
  });
});
