import type { Redis } from "ioredis";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { connectRateLimitRedis, redisRateLimitStores } from "../../src/composition/rateLimitStore";
import type { RateLimitStores } from "../../src/stores/rateLimitStores";
import { apiClient, aUser, makeTestApp, type TestApp, type TestResponse, testConfig, tokenFor } from "../support";
import { errorBody, fromAddress, startRealServer, TEST_REDIS_URL, uniquePrefix } from "./support";

/**
 * Rate limits (API-CONTRACT.md "Limits"): per user, per address when anonymous, and per address on
 * login and register; 429 RATE_LIMITED with Retry-After and the draft-7 RateLimit headers. Every
 * test sets low limits itself (the harness default is high). The same tests run on the in-memory
 * store and on the Redis store.
 */

type StoreUnderTest = "memory" | "redis";

const silent = pino({ level: "silent" });

/** Fresh stores per app: memory, or Redis under a prefix no other run uses. */
const storeFactory = (kind: StoreUnderTest) => {
  const clients: Redis[] = [];
  return {
    /** Apps built with the same `shared` prefix count in the same keys (two processes, one Redis). */
    stores: (shared = uniquePrefix("rate")): RateLimitStores | undefined => {
      if (kind === "memory") return undefined;
      const client = connectRateLimitRedis(TEST_REDIS_URL as string, silent);
      clients.push(client);
      return redisRateLimitStores(client, shared);
    },
    close: async () => {
      for (const client of clients) await client.quit().catch(() => client.disconnect());
    },
  };
};

const expectLimited = (res: TestResponse, limit: number) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(errorBody("RATE_LIMITED"));
  expect(res.body.error).toBe(res.body.message);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.headers.get("ratelimit")).toMatch(new RegExp(`^limit=${limit}, remaining=0, reset=\\d+$`));
  expect(res.headers.get("ratelimit-policy")).toBe(`${limit};w=60`);
};

const repeat = async (times: number, send: () => Promise<TestResponse>) => {
  const answers: TestResponse[] = [];
  for (let i = 0; i < times; i++) answers.push(await send());
  return answers;
};

const describeStore = (kind: StoreUnderTest, body: () => void) => {
  if (kind === "redis" && !TEST_REDIS_URL)
    describe.skip(`rate limits [redis: skipped, TEST_REDIS_URL is not set]`, body);
  else describe(`rate limits [${kind}]`, body);
};

for (const kind of ["memory", "redis"] as const) {
  describeStore(kind, () => {
    const factory = storeFactory(kind);
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
      await factory.close();
    });

    const appWith = async (env: Record<string, string>, stores = factory.stores()) => {
      const t = await makeTestApp({ env, ...(stores && { deps: { rateLimitStores: stores } }) });
      apps.push(t);
      return t;
    };

    /**
     * Registers and logs in from a setup address of its own, so the test's addresses start unused.
     * Each user gets the next address: two users sharing one would spend its anonymous quota.
     */
    let setupAddresses = 0;
    const userOn = async (t: TestApp) => {
      setupAddresses += 1;
      const setup = apiClient(fromAddress(t.app, `198.51.100.${setupAddresses}`));
      const credentials = aUser();
      await setup.post("/auth/register", credentials);
      const login = await setup.post("/auth/login", { email: credentials.email, password: credentials.password });
      expect(login.status).toBe(200);
      return { token: login.body.accessToken as string, id: login.body.user.id as string };
    };

    it("anonymous requests: RATE_LIMIT_PER_MINUTE per client address, then 429 RATE_LIMITED with Retry-After", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "3" });
      const first = fromAddress(t.app, "203.0.113.7");
      const answers = await repeat(4, () => first("GET", "/api/v1/wallet"));
      expect(answers.slice(0, 3).map((r) => r.status)).toEqual([401, 401, 401]);
      expect(answers[0]?.headers.get("ratelimit")).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      expect(answers[0]?.headers.get("ratelimit-policy")).toBe("3;w=60");
      expect(answers[0]?.headers.get("retry-after")).toBeNull();
      expectLimited(answers[3] as TestResponse, 3);
      // Unknown routes count too; another address has its own budget.
      expectLimited(await first("GET", "/api/v1/nothing-here"), 3);
      expect((await fromAddress(t.app, "203.0.113.8")("GET", "/api/v1/wallet")).status).toBe(401);
    });

    it("authenticated requests: per user, whatever address they come from; other users are not affected", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "3" });
      const alice = await userOn(t);
      const bob = await userOn(t);
      const statuses = [];
      for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        statuses.push((await fromAddress(t.app, address)("GET", "/api/v1/wallet", { token: alice.token })).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
      expectLimited(await fromAddress(t.app, "192.0.2.4")("GET", "/api/v1/wallet", { token: alice.token }), 3);
      expect((await fromAddress(t.app, "192.0.2.1")("GET", "/api/v1/wallet", { token: bob.token })).status).toBe(200);
      // Alice's address as an anonymous client is a key of its own.
      expect((await fromAddress(t.app, "192.0.2.1")("GET", "/api/v1/wallet")).status).toBe(401);
    });

    it("a forged token with someone else's id is counted by address: nobody can use up another user's quota", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "2" });
      const victim = await userOn(t);
      const forged = `${tokenFor(victim.id).slice(0, -4)}AAAA`;
      const attacker = fromAddress(t.app, "203.0.113.66");
      const answers = await repeat(3, () => attacker("GET", "/api/v1/wallet", { token: forged }));
      expect(answers.map((r) => r.status)).toEqual([401, 401, 429]);
      expect((await fromAddress(t.app, "192.0.2.9")("GET", "/api/v1/wallet", { token: victim.token })).status).toBe(
        200,
      );
    });

    it("login and register: RATE_LIMIT_AUTH_PER_MINUTE per address, wrong passwords included", async () => {
      const t = await appWith({ RATE_LIMIT_AUTH_PER_MINUTE: "3" });
      const guesser = apiClient(fromAddress(t.app, "203.0.113.99"));
      const victim = aUser();
      expect((await guesser.post("/auth/register", victim)).status).toBe(201);
      const guesses = await repeat(3, () =>
        guesser.post("/auth/login", { email: victim.email, password: "guess-1234" }),
      );
      expect(guesses.map((r) => r.status)).toEqual([401, 401, 429]);
      expectLimited(guesses[2] as TestResponse, 3);
      // Even the right password waits now; registering is limited the same way.
      expect((await guesser.post("/auth/login", { email: victim.email, password: victim.password })).status).toBe(429);
      expect((await guesser.post("/auth/register", aUser())).status).toBe(429);
      // Another address logs in; the limited address may still call other routes.
      const other = apiClient(fromAddress(t.app, "203.0.113.100"));
      expect((await other.post("/auth/login", { email: victim.email, password: victim.password })).status).toBe(200);
      expect((await guesser.get("/wallet")).status).toBe(401);
    });

    it("counts a concurrent burst exactly: `limit` answers pass, the rest are 429", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "3" });
      const client = fromAddress(t.app, "203.0.113.30");
      const burst = await Promise.all(Array.from({ length: 20 }, () => client("GET", "/api/v1/wallet")));
      expect(burst.filter((r) => r.status === 401)).toHaveLength(3);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(17);
    });

    it("never limits /health, and a CORS preflight is not counted", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "1", CORS_ORIGINS: "https://app.example.com" });
      const client = fromAddress(t.app, "203.0.113.50");
      const health = await repeat(5, () => client("GET", "/health"));
      expect(health.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const preflights = await repeat(3, () =>
        client("OPTIONS", "/api/v1/wallet", {
          headers: { origin: "https://app.example.com", "access-control-request-method": "POST" },
        }),
      );
      expect(preflights.map((r) => r.status)).toEqual([204, 204, 204]);
      expect((await client("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await client("GET", "/api/v1/wallet")).status).toBe(429);
    });

    it("ignores X-Forwarded-For unless TRUST_PROXY says how many proxies append to it", async () => {
      const direct = await appWith({ RATE_LIMIT_PER_MINUTE: "2" });
      const socket = fromAddress(direct.app, "203.0.113.20");
      const spoofed = await Promise.all(
        ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map(
          async (ip) => (await socket("GET", "/api/v1/wallet", { headers: { "x-forwarded-for": ip } })).status,
        ),
      );
      expect(spoofed.sort()).toEqual([401, 401, 429]);

      const proxied = await appWith({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" });
      const proxy = fromAddress(proxied.app, "10.0.0.1");
      const via = (xff: string) => proxy("GET", "/api/v1/wallet", { headers: { "x-forwarded-for": xff } });
      // The proxy appends the address it saw: the last entry. What the client wrote before it is ignored.
      expect((await via("9.9.9.9, 198.51.100.1")).status).toBe(401);
      expect((await via("8.8.8.8, 198.51.100.1")).status).toBe(401);
      expect((await via("7.7.7.7, 198.51.100.1")).status).toBe(429);
      expect((await via("198.51.100.2")).status).toBe(401);
      // An entry that is not an address falls back to the socket's peer.
      expect((await via("not-an-ip")).status).toBe(401);
    });

    it("keys IPv6 clients by their /64 and IPv4-mapped addresses like IPv4", async () => {
      const t = await appWith({ RATE_LIMIT_PER_MINUTE: "2" });
      expect((await fromAddress(t.app, "2001:db8:1:2::1")("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await fromAddress(t.app, "2001:db8:1:2:ffff::9")("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await fromAddress(t.app, "2001:db8:1:2:abcd::1")("GET", "/api/v1/wallet")).status).toBe(429);
      expect((await fromAddress(t.app, "2001:db8:1:3::1")("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await fromAddress(t.app, "::ffff:192.0.2.200")("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await fromAddress(t.app, "192.0.2.200")("GET", "/api/v1/wallet")).status).toBe(401);
      expect((await fromAddress(t.app, "192.0.2.200")("GET", "/api/v1/wallet")).status).toBe(429);
    });

    if (kind === "redis") {
      it("several processes on one Redis share one limit", async () => {
        const shared = uniquePrefix("shared");
        const one = await appWith({ RATE_LIMIT_PER_MINUTE: "3" }, factory.stores(shared));
        const two = await appWith({ RATE_LIMIT_PER_MINUTE: "3" }, factory.stores(shared));
        const address = "203.0.113.77";
        expect((await fromAddress(one.app, address)("GET", "/api/v1/wallet")).status).toBe(401);
        expect((await fromAddress(two.app, address)("GET", "/api/v1/wallet")).status).toBe(401);
        expect((await fromAddress(one.app, address)("GET", "/api/v1/wallet")).status).toBe(401);
        expectLimited(await fromAddress(two.app, address)("GET", "/api/v1/wallet"), 3);
        // Concurrent hits from both processes are all counted (atomic INCR in one script).
        const burst = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            fromAddress(i % 2 ? one.app : two.app, "203.0.113.78")("GET", "/api/v1/wallet"),
          ),
        );
        expect(burst.filter((r) => r.status === 401)).toHaveLength(3);
        expect(burst.filter((r) => r.status === 429)).toHaveLength(17);
      });
    }
  });
}

describe("rate limits when the store fails", () => {
  it("let requests through (fail open) and log a warning instead of answering 500", async () => {
    const broken: RateLimitStores = () => ({
      increment: () => Promise.reject(new Error("ECONNREFUSED 127.0.0.1:6379")),
      decrement: () => Promise.reject(new Error("down")),
      resetKey: () => Promise.reject(new Error("down")),
    });
    const t = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1" }, deps: { rateLimitStores: broken } });
    const client = fromAddress(t.app, "203.0.113.1");
    expect((await client("GET", "/api/v1/wallet")).status).toBe(401);
    expect((await client("GET", "/api/v1/wallet")).status).toBe(401);
    expect(t.logs.some((line) => line.includes("rate-limit store failed"))).toBe(true);
    await t.close();
  });
});

describe("rate limits on the real server", () => {
  it("keys anonymous clients by the socket's address, with the contract's default auth limit of 10", async () => {
    const server = await startRealServer("sqlite", {
      RATE_LIMIT_PER_MINUTE: "300",
      RATE_LIMIT_AUTH_PER_MINUTE: "10",
      ...(TEST_REDIS_URL && { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_REDIS_PREFIX: uniquePrefix("server") }),
    });
    try {
      const anonymous = apiClient(server.request);
      // Another e-mail each time: the per-account login backoff must not be what answers 429 here.
      let n = 0;
      const answers = await repeat(11, () =>
        anonymous.post("/auth/login", { email: `x${n++}@example.com`, password: "x" }),
      );
      expect(answers.slice(0, 10).every((r) => r.status === 401)).toBe(true);
      expectLimited(answers[10] as TestResponse, 10);
    } finally {
      await server.close();
    }
  });
});

describe("rate-limit configuration", () => {
  it("reads RATE_LIMIT_REDIS_PREFIX and TRUST_PROXY (hops; true/false stand for 1/0), refusing bad values", () => {
    expect(testConfig().trustProxyHops).toBe(0);
    expect(testConfig().rateLimit.redisPrefix).toBe("finance:rate-limit:");
    expect(testConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(testConfig({ TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(testConfig({ TRUST_PROXY: "FALSE" }).trustProxyHops).toBe(0);
    expect(testConfig({ RATE_LIMIT_REDIS_PREFIX: "svc-a:" }).rateLimit.redisPrefix).toBe("svc-a:");
    for (const value of ["yes", "-1", "11", "1.5"]) {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});
