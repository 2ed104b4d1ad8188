import "reflect-metadata";
import { PostgresChannel } from "@finance/adapter-postgres";
import pino from "pino";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hearOtherInstances, TOKEN_USERS_CHANNEL } from "../src/composition/instanceTokenUsers";
import type { StoreChannel } from "../src/composition/persistence";
import { type RunningService, startService } from "../src/server";
import { freshPostgresDatabase } from "./hardening/support";
import { apiClient, aUser, fetchRequester, TEST_DATABASE_URL, TEST_JWT_SECRET } from "./support";

const describePostgres = TEST_DATABASE_URL ? describe : (describe.skip as unknown as typeof describe);

type Answer = { status: number; body: Record<string, unknown> };

/** Asks until the answer is no longer 200, for at most `ms`: what another instance hears arrives a moment later. */
const onceRefused = async (ask: () => Promise<Answer>, ms = 5000): Promise<Answer> => {
  const until = Date.now() + ms;
  let answer = await ask();
  while (answer.status === 200 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
};

const expectTokenInvalid = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(401);
  expect(answer.body.code).toBe("AUTH_TOKEN_INVALID");
};

/**
 * Two instances of the service that are not one cluster, on one PostgreSQL database, each keeping
 * its token users for an hour: only the store's channel can tell one of the other's password change.
 */
describePostgres("separate instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let first: RunningService;
  let second: RunningService;
  const secondLogs: string[] = [];

  const env = () => ({
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    DB_POOL_MAX: "3",
    JWT_SECRET: TEST_JWT_SECRET,
    BCRYPT_COST: "4",
    TOKEN_USER_CACHE_SECONDS: "3600",
  });

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    first = await startService({ env: env(), logDestination: { write: () => undefined } });
    second = await startService({ env: env(), logDestination: { write: (line) => void secondLogs.push(line) } });
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  /** A user registered and logged in on the first instance, whose token the second has served once. */
  const userServedBySecond = async () => {
    const credentials = aUser();
    const anonymous = apiClient(fetchRequester(first.url));
    expect((await anonymous.post("/auth/register", credentials)).status).toBe(201);
    const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
    const token = login.body.accessToken as string;
    const onSecond = apiClient(fetchRequester(second.url), token);
    expect((await onSecond.get("/wallet")).status).toBe(200);
    return { credentials, token, onFirst: apiClient(fetchRequester(first.url), token), onSecond };
  };

  it("refuses an old access token on the other instance once a password change through one is answered", async () => {
    const { credentials, onFirst, onSecond } = await userServedBySecond();
    // The token's second must end: one issued in the second of the change still counts.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await onFirst.post("/auth/password", {
      currentPassword: credentials.password,
      newPassword: "a-brand-new-password",
    });
    expect(changed.status).toBe(200);
    expectTokenInvalid(await onceRefused(() => onSecond.get("/wallet")));
    expectTokenInvalid(await onFirst.get("/wallet"));
  });

  it("keeps users once it hears its own ping on the database's channel, and none where its pings do not come back", async () => {
    const sql = postgres(database.url, { max: 2, onnotice: () => {} });
    const recorded = () => {
      const calls: string[] = [];
      const noted = (call: string) => () => void calls.push(call);
      const cache = {
        forget: noted("forget"),
        forgetAll: noted("forgetAll"),
        pause: noted("pause"),
        resume: noted("resume"),
      };
      return { calls, cache };
    };
    const hearing = recorded();
    const deaf = recorded();
    const deafLogs: string[] = [];
    // Listening on one channel and sending on another, as behind a pooler that drops LISTEN.
    const unheard: StoreChannel = {
      listen: (onMessage, onGap) => new PostgresChannel(sql, "test_pings_in").listen(onMessage, onGap),
      send: (payload) => new PostgresChannel(sql, "test_pings_out").send(payload),
    };
    const stops = [
      await hearOtherInstances(new PostgresChannel(sql, "test_pings"), hearing.cache, pino({ level: "silent" }), 500),
      await hearOtherInstances(
        unheard,
        deaf.cache,
        pino({ level: "warn" }, { write: (line) => void deafLogs.push(line) }),
        500,
      ),
    ];
    try {
      const until = Date.now() + 10_000;
      while (deafLogs.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(deafLogs.join("")).toContain("does not hear its own pings");
      expect(deaf.calls).toEqual(["pause"]);
      expect(hearing.calls).toEqual(["pause", "resume"]);
    } finally {
      for (const stop of stops) stop();
      await sql.end({ timeout: 5 });
    }
  });

  it("drops every kept user when its listening connection comes back, as announcements may have been missed", async () => {
    const { credentials, onSecond } = await userServedBySecond();
    const admin = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      // A change nobody announced, as if its announcement came while the second was not listening.
      await admin`update users set tokens_valid_after = now() + interval '1 minute' where email = ${credentials.email.toLowerCase()}`;
      expect((await onSecond.get("/wallet")).status).toBe(200);
      const dropped = await admin<{ ended: boolean }[]>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query = ${`listen "${TOKEN_USERS_CHANNEL}"`}`;
      expect(dropped.length).toBe(2);
    } finally {
      await admin.end({ timeout: 5 });
    }
    expectTokenInvalid(await onceRefused(() => onSecond.get("/wallet")));
    expect(secondLogs.some((line) => line.includes("every kept token user is dropped"))).toBe(true);
  });
});
