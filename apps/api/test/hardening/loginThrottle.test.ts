import type { Redis } from "ioredis";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { connectRateLimitRedis, redisLoginAttemptStore } from "../../src/composition/rateLimitStore";
import type { ConfigError } from "../../src/config/config";
import { backoffSchedule } from "../../src/http/loginThrottle";
import type { LoginAttemptStore } from "../../src/stores/loginAttemptStore";
import { apiClient, aUser, makeTestApp, type TestApp, type TestResponse, testConfig } from "../support";
import { errorBody, fromAddress, TEST_REDIS_URL, uniquePrefix } from "./support";

/**
 * Login backoff: counted per normalised e-mail from each address and for the account from every
 * address, the same for an e-mail no account has; an attacker's failures never refuse the owner's
 * correct password from an address without failures of its own. The same tests run on the memory
 * store and on Redis; time moves by the app's test clock; addresses are socket peers.
 */

const silent = pino({ level: "silent" });

/** 3 free attempts, then 2 s, 4 s, 8 s (the cap); forgotten 60 s after the last attempt. */
const ENV = {
  LOGIN_FREE_FAILURES: "3",
  LOGIN_BACKOFF_BASE_MS: "2000",
  LOGIN_BACKOFF_MAX_MS: "8000",
  LOGIN_FAILURES_FORGET_MS: "60000",
};

type StoreUnderTest = "memory" | "redis";

const describeStore = (kind: StoreUnderTest, body: () => void) => {
  if (kind === "redis" && !TEST_REDIS_URL)
    describe.skip("login backoff [redis: skipped, TEST_REDIS_URL is not set]", body);
  else describe(`login backoff [${kind}]`, body);
};

const expectThrottled = (res: TestResponse, seconds: number) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(errorBody("RATE_LIMITED"));
  expect(res.headers.get("retry-after")).toBe(String(seconds));
};

const ATTACKER = "198.51.100.66";
const loginFrom = (t: TestApp, address: string, email: string, password: string) =>
  apiClient(fromAddress(t.app, address)).post("/auth/login", { email, password });

let addressSeq = 0;
/** A login from an address no other request of the run used (up to 60,000 of them). */
const loginFromNewAddress = (t: TestApp, email: string, password: string) => {
  const n = addressSeq++;
  return loginFrom(t, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`, email, password);
};

for (const kind of ["memory", "redis"] as const) {
  describeStore(kind, () => {
    const clients: Redis[] = [];
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const client of clients) await client.quit().catch(() => client.disconnect());
    });

    const redisStore = (prefix: string): LoginAttemptStore => {
      const client = connectRateLimitRedis(TEST_REDIS_URL as string, silent);
      clients.push(client);
      return redisLoginAttemptStore(client, prefix);
    };

    const appWith = async (prefix = uniquePrefix("login"), env: Record<string, string> = ENV) => {
      const t = await makeTestApp({
        env,
        now: "2026-03-14T12:00:00Z", // a stopped clock: only `advance` moves it
        ...(kind === "redis" && { deps: { loginAttempts: redisStore(prefix) } }),
      });
      apps.push(t);
      return t;
    };

    const registered = async (t: TestApp) => {
      const user = aUser();
      expect((await apiClient(t.request).post("/auth/register", user)).status).toBe(201);
      return user;
    };

    it("after the free failures, one address waits base, 2 x base, ... up to the cap on an e-mail", async () => {
      const t = await appWith();
      const user = await registered(t);
      for (let i = 0; i < 3; i++) expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      // The right password too: during the delay nothing is checked.
      expectThrottled(await loginFrom(t, ATTACKER, user.email, user.password), 2);
      t.clock.advance(1999);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, "wrong-password"), 1);
      t.clock.advance(1);
      expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, "wrong-password"), 4);
      t.clock.advance(4000);
      expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, user.password), 8);
      t.clock.advance(8000);
      expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, user.password), 8); // capped
    });

    it("never locks the owner out: once the delay has passed the right password logs in and clears the count", async () => {
      const t = await appWith();
      const user = await registered(t);
      for (let i = 0; i < 5; i++) {
        await loginFrom(t, ATTACKER, user.email, "wrong-password");
        t.clock.advance(8000);
      }
      expect((await loginFrom(t, ATTACKER, user.email, user.password)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, "wrong-password"), 2);
    });

    it("answers an e-mail no account has exactly like a registered one (no enumeration)", async () => {
      const t = await appWith();
      const user = await registered(t);
      const unknown = aUser().email;
      const answers = async (email: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await loginFrom(t, ATTACKER, email, "wrong-password");
          seen.push(`${res.status} ${res.body.code} ${res.headers.get("retry-after")}`);
        }
        return seen;
      };
      const known = await answers(user.email);
      expect(known).toEqual(await answers(unknown));
      expect(known).toEqual([
        "401 INVALID_CREDENTIALS null",
        "401 INVALID_CREDENTIALS null",
        "401 INVALID_CREDENTIALS null",
        "429 RATE_LIMITED 2",
        "429 RATE_LIMITED 2",
      ]);
    });

    it("counts the e-mail as stored (case and spaces do not matter) and leaves other e-mails from the same address alone", async () => {
      const t = await appWith();
      const user = await registered(t);
      const other = await registered(t);
      const variants = [user.email.toUpperCase(), ` ${user.email}`, user.email];
      for (const email of variants) expect((await loginFrom(t, ATTACKER, email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email.toUpperCase(), user.password), 2);
      expect((await loginFrom(t, ATTACKER, other.email, other.password)).status).toBe(200);
    });

    it("a parallel burst of guesses from one address gets the free attempts only; the rest wait", async () => {
      const t = await appWith();
      const user = await registered(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => loginFrom(t, ATTACKER, user.email, "wrong-password")),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
    });

    it("forgets the count LOGIN_FAILURES_FORGET_MS after the last attempt", async () => {
      const t = await appWith();
      const user = await registered(t);
      for (let i = 0; i < 3; i++) await loginFrom(t, ATTACKER, user.email, "wrong-password");
      expectThrottled(await loginFrom(t, ATTACKER, user.email, "wrong-password"), 2);
      t.clock.advance(60_000);
      for (let i = 0; i < 3; i++) expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
    });

    it("an attacker sending one wrong password whenever Retry-After runs out never keeps the owner out from another address", async () => {
      const t = await appWith();
      const user = await registered(t);
      const attacker = apiClient(fromAddress(t.app, "198.51.100.66"));
      const owner = apiClient(fromAddress(t.app, "192.0.2.10"));
      for (let i = 0; i < 3; i++) {
        expect((await attacker.post("/auth/login", { email: user.email, password: "wrong-password" })).status).toBe(
          401,
        );
      }
      const ownerAnswers: number[] = [];
      const waits: string[] = [];
      for (let round = 0; round < 8; round++) {
        const refused = await attacker.post("/auth/login", { email: user.email, password: "wrong-password" });
        const wait = Number(refused.headers.get("retry-after"));
        waits.push(`${refused.status} ${wait}`);
        // The owner logs in while the attacker must wait ...
        ownerAnswers.push((await owner.post("/auth/login", { email: user.email, password: user.password })).status);
        t.clock.advance(wait * 1000);
        // ... and the attacker's next wrong guess goes in as soon as the wait is over.
        expect((await attacker.post("/auth/login", { email: user.email, password: "wrong-password" })).status).toBe(
          401,
        );
      }
      expect(ownerAnswers).toEqual(Array(8).fill(200));
      // The owner's logins do not reset the attacker's own delay.
      expect(waits).toEqual(["429 2", "429 4", "429 8", "429 8", "429 8", "429 8", "429 8", "429 8"]);
    });

    it("behind a proxy (TRUST_PROXY=1) tells the attacker from the owner by X-Forwarded-For, not by the proxy's socket", async () => {
      const t = await appWith(uniquePrefix("login-proxy"), { ...ENV, TRUST_PROXY: "1" });
      const user = await registered(t);
      const proxy = apiClient(fromAddress(t.app, "10.0.0.1"));
      const via = (client: string, password: string) =>
        proxy.call("POST", "/auth/login", {
          body: { email: user.email, password },
          headers: { "x-forwarded-for": client },
        });
      for (let i = 0; i < 3; i++) expect((await via(ATTACKER, "wrong-password")).status).toBe(401);
      expectThrottled(await via(ATTACKER, "wrong-password"), 2);
      expect((await via("192.0.2.10", user.password)).status).toBe(200);
    });

    it("guesses spread over many addresses get one check per address once the account is past its free attempts", async () => {
      const t = await appWith();
      const user = await registered(t);
      for (let i = 0; i < 3; i++) expect((await loginFromNewAddress(t, user.email, "wrong-password")).status).toBe(401);
      // Each new address is checked once (it has no failure of its own) and counted on the account ...
      const first = await Promise.all(
        Array.from({ length: 10 }, (_, i) => loginFrom(t, `203.0.113.${i + 1}`, user.email, "wrong-password")),
      );
      expect(first.map((res) => res.status)).toEqual(Array(10).fill(401));
      // ... then waits on the account's delay, which those checks pushed to the cap.
      for (let i = 0; i < 10; i++) {
        expectThrottled(await loginFrom(t, `203.0.113.${i + 1}`, user.email, "wrong-password"), 8);
      }
      // A parallel burst from one new address gets its one check.
      const burst = await Promise.all(Array.from({ length: 10 }, () => loginFrom(t, "192.0.2.99", user.email, "x")));
      expect(burst.map((res) => res.status).sort()).toEqual([401, ...Array(9).fill(429)]);
    });

    it("an address with a failure of its own waits on the account's delay, the owner's too", async () => {
      const t = await appWith();
      const user = await registered(t);
      for (let i = 0; i < 3; i++) expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      const ownerAddress = "192.0.2.10";
      expect((await loginFrom(t, ownerAddress, user.email, "typo")).status).toBe(401);
      expectThrottled(await loginFrom(t, ownerAddress, user.email, user.password), 4);
      t.clock.advance(4000);
      expect((await loginFrom(t, ownerAddress, user.email, user.password)).status).toBe(200);
      // The owner's login cleared the account's count and the owner's address, not the attacker's.
      expect((await loginFrom(t, ownerAddress, user.email, "typo")).status).toBe(401);
      expect((await loginFrom(t, ATTACKER, user.email, "wrong-password")).status).toBe(401);
      expectThrottled(await loginFrom(t, ATTACKER, user.email, "wrong-password"), 4);
    });

    if (kind === "redis") {
      it("several processes on one Redis share the count", async () => {
        const prefix = uniquePrefix("login-shared");
        const [a, b] = [await appWith(prefix), await appWith(prefix)];
        const user = aUser();
        expect((await apiClient(a.request).post("/auth/register", user)).status).toBe(201);
        // b runs on a store of its own: an e-mail it does not know still counts (and answers) the same.
        expect((await loginFrom(a, ATTACKER, user.email, "wrong-password")).status).toBe(401);
        expect((await loginFrom(b, ATTACKER, user.email, "wrong-password")).status).toBe(401);
        expect((await loginFrom(a, ATTACKER, user.email, "wrong-password")).status).toBe(401);
        expectThrottled(await loginFrom(b, ATTACKER, user.email, "wrong-password"), 2);
        expectThrottled(await loginFrom(a, ATTACKER, user.email, user.password), 2);
      });

      it("keeps e-mail and client addresses out of Redis keys", async () => {
        const prefix = uniquePrefix("login-keys");
        const t = await appWith(prefix);
        const email = aUser().email;
        await loginFrom(t, ATTACKER, email, "wrong-password");
        const client = connectRateLimitRedis(TEST_REDIS_URL as string, silent);
        clients.push(client);
        const keys = await client.keys(`${prefix}*`);
        expect(keys).toHaveLength(2); // the account's count and this address's
        for (const key of keys) {
          expect(key).toMatch(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}login:[0-9a-f]{64}$`));
          expect(key).not.toContain(email);
          expect(key).not.toContain(ATTACKER);
        }
      });
    }
  });
}

describe("login backoff when its store fails", () => {
  it("lets logins through (fail open) and logs a warning instead of answering 500", async () => {
    const failing: LoginAttemptStore = {
      tryAttempt: async () => {
        throw new Error("store down");
      },
      clear: async () => {
        throw new Error("store down");
      },
    };
    const t = await makeTestApp({ env: { ...ENV, LOGIN_FREE_FAILURES: "0" }, deps: { loginAttempts: failing } });
    try {
      const user = aUser();
      await apiClient(t.request).post("/auth/register", user);
      for (let i = 0; i < 3; i++) {
        const res = await apiClient(t.request).post("/auth/login", { email: user.email, password: "wrong-password" });
        expect(res.status).toBe(401);
      }
      const ok = await apiClient(t.request).post("/auth/login", { email: user.email, password: user.password });
      expect(ok.status).toBe(200);
      expect(t.logs.some((line) => line.includes("login-attempt store failed"))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("login backoff configuration", () => {
  it("defaults: 5 free failures, then 1 s doubling up to 15 min, forgotten after an hour", () => {
    const config = testConfig({ LOGIN_FREE_FAILURES: "" });
    expect(config.loginBackoff).toEqual({
      freeFailures: 5,
      baseDelayMs: 1000,
      maxDelayMs: 900_000,
      forgetAfterMs: 3_600_000,
    });
    expect(backoffSchedule(config.loginBackoff)).toEqual([
      0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000,
    ]);
  });

  it("refuses a cap below the first delay, or a count forgotten before its delay ends", () => {
    const problems = (env: Record<string, string>) => {
      try {
        testConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.variable);
      }
    };
    expect(problems({ LOGIN_BACKOFF_BASE_MS: "5000", LOGIN_BACKOFF_MAX_MS: "1000" })).toEqual(["LOGIN_BACKOFF_MAX_MS"]);
    expect(problems({ LOGIN_BACKOFF_MAX_MS: "900000", LOGIN_FAILURES_FORGET_MS: "60000" })).toEqual([
      "LOGIN_FAILURES_FORGET_MS",
    ]);
    expect(problems({ LOGIN_FREE_FAILURES: "-1" })).toEqual(["LOGIN_FREE_FAILURES"]);
  });
});
