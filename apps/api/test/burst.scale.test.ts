import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answer, startReceiver } from "@finance/adapter-webhooks/testing";
import postgres from "postgres";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankCsv } from "./imports.support";
import { dropQueue, spawnApi, spawnWorker, TEST_REDIS_URL, uniqueQueuePrefix } from "./jobs.support";
import { receiptFixture, receiptForm } from "./receipts.support";
import {
  aTransaction,
  aWallet,
  fetchRequester,
  registerAndLogin,
  seedWalletAndCategory,
  TEST_JWT_SECRET,
} from "./support";
import { TEST_DATABASE_URL } from "./support/stores";

/**
 * The way past one machine, tried on this one: two API processes and two worker processes (the
 * `pnpm start` and `pnpm start:worker` entry points as child processes, on real ports) on one
 * PostgreSQL database and one Redis take a burst of receipts (real OCR on real images), writes
 * and imports, each sent to both API processes at once under one Idempotency-Key, while one
 * worker is killed (SIGKILL) in the middle of a job and started again. Every change must land
 * exactly once, every job must finish, and every event the store wrote must reach its webhook,
 * signed.
 */

type Request = ReturnType<typeof fetchRequester>;
type Spawned = Awaited<ReturnType<typeof spawnWorker>>;

/**
 * Receipt images the repository renders itself (packages/ocr-tesseract/scripts/make-fixtures.sh),
 * each recorded into a wallet of the currency it is printed in.
 */
const RECEIPTS = [
  { name: "clean.png", currency: "USD" },
  { name: "tax-on-top.png", currency: "USD" },
  { name: "tax-included.png", currency: "GBP" },
  { name: "comma-decimals.png", currency: "EUR" },
] as const;
const USERS = 3;
const WRITES_PER_USER = 8;
const IMPORT_ROWS = 5;

const adminUrl = TEST_DATABASE_URL ?? "";
const databaseUrlFor = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const pollJob = async (request: Request, token: string, location: string, ms = 90_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const res = await request("GET", location, { token });
    if (res.status !== 200 || ["succeeded", "failed"].includes(res.body.job.status) || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const waitFor = async (what: string, check: () => Promise<boolean>, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe.skipIf(!TEST_DATABASE_URL)("two API processes and two workers on one PostgreSQL and one Redis", () => {
  const database = `finance_burst_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const prefix = uniqueQueuePrefix();
  let dir: string;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let env: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const apis: Awaited<ReturnType<typeof spawnApi>>[] = [];
  const workers: Spawned[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-burst-"));
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${database}`);
    sql = postgres(databaseUrlFor(database), { max: 2, onnotice: () => {} });
    receiver = await startReceiver(answer(204));
    env = {
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: databaseUrlFor(database),
      DB_POOL_MAX: "5",
      REDIS_URL: TEST_REDIS_URL,
      JOB_QUEUE_PREFIX: prefix,
      RATE_LIMIT_REDIS_PREFIX: `${prefix}:rate:`,
      JWT_SECRET: TEST_JWT_SECRET,
      BCRYPT_COST: "4",
      OCR_PROVIDER: "tesseract",
      OCR_WORKERS: "1",
      OCR_WORKER_NICE: "0",
      FILES_DIR: join(dir, "files"),
      WEBHOOK_ALLOW_PRIVATE: "true",
      WORKER_LOCK_MS: "2000",
      WORKER_STALLED_CHECK_MS: "1000",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_PER_MINUTE: "100000",
      RECEIPT_MAX_IN_FLIGHT_PER_USER: "20",
      UPLOAD_MAX_IN_FLIGHT_PER_USER: "40",
    };
    // The first process applies the migrations; the others then start together.
    apis.push(await spawnApi(env));
    const [second, ...started] = await Promise.all([spawnApi(env), spawnWorker(env), spawnWorker(env)]);
    apis.push(second);
    workers.push(...started);
  }, 180_000);

  afterAll(async () => {
    for (const process of [...workers, ...apis]) await process.kill();
    await receiver?.close();
    await sql?.end({ timeout: 5 });
    await admin?.unsafe(`drop database if exists ${database} with (force)`);
    await admin?.end({ timeout: 5 });
    await dropQueue(prefix);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("lands every receipt, write and import once, finishes every job and delivers every event, through a worker's death", async () => {
    const [a, b] = apis.map((api) => fetchRequester(api.url)) as [Request, Request];
    const users = await Promise.all(
      Array.from({ length: USERS }, async () => {
        const user = await registerAndLogin({ request: a });
        const seeded = await seedWalletAndCategory(user.api);
        const wallets: Record<string, string> = { USD: seeded.wallet.id as string };
        for (const currency of ["GBP", "EUR"]) {
          const wallet = await user.api.post("/wallet", aWallet({ name: `Travel ${currency}`, currency }));
          expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
          wallets[currency] = wallet.body.wallet.id as string;
        }
        const hook = await user.api.post("/webhooks", {
          url: receiver.url(`/hook/${user.user.id}`),
          events: [
            "transaction.created",
            "transaction.updated",
            "transaction.deleted",
            "transfer.created",
            "transfer.deleted",
            "receipt.processed",
            "import.committed",
          ],
        });
        expect(hook.status, JSON.stringify(hook.body)).toBe(201);
        return {
          ...user,
          walletId: seeded.wallet.id as string,
          wallets,
          categoryId: seeded.category.id as string,
          webhookId: hook.body.webhook.id as string,
          secret: hook.body.secret as string,
        };
      }),
    );

    // The first job a worker starts is its death: SIGKILL, then the same worker command again.
    const victim = workers[0] as Spawned;
    const killed = victim.printed('"msg":"job started"').then(async (line) => {
      await victim.kill();
      workers.push(await spawnWorker(env));
      return (JSON.parse(line.split("\n").find((l) => l.includes("job started")) as string) as { jobId: string }).jobId;
    });

    /** Sends one request to both processes at once under one key; answers the first one's result. */
    const onBoth = async (
      send: (request: Request, key: string) => Promise<{ status: number; body: Record<string, unknown> }>,
    ) => {
      const key = randomUUID();
      const both = await Promise.all([send(a, key), send(b, key)]);
      for (const res of both) expect([200, 201, 202, 409], JSON.stringify(res.body)).toContain(res.status);
      const losers = both.filter((res) => res.status === 409);
      for (const res of losers) expect(res.body.code).toBe("IDEMPOTENCY_KEY_IN_USE");
      // The loser of the race asks again once the winner answered: the same answer, replayed.
      const winner = both.find((res) => res.status !== 409);
      expect(winner, "one of the two requests under a key must win").toBeDefined();
      const again = await send(b, key);
      expect(again.status).toBe(winner?.status);
      expect(again.body).toEqual(winner?.body);
      return winner as { status: number; body: Record<string, unknown> };
    };

    const burst = users.flatMap((user, u) => {
      const uploads = RECEIPTS.map(async ({ name, currency }, i) => {
        const asynchronous = i % 2 === 1;
        const res = await onBoth((request, key) =>
          request("POST", "/api/v1/transaction/receipt", {
            token: user.token,
            rawBody: receiptForm({
              receipt: receiptFixture(name),
              walletId: user.wallets[currency] as string,
              categoryId: user.categoryId,
            }),
            headers: { "Idempotency-Key": key, ...(asynchronous && { Prefer: "respond-async" }) },
          }),
        );
        if (!asynchronous) {
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          return res.body;
        }
        expect(res.status, JSON.stringify(res.body)).toBe(202);
        const job = res.body.job as { id: string };
        const done = await pollJob(u % 2 === 0 ? a : b, user.token, `/api/v1/jobs/${job.id}`);
        expect(done.body.job.status, JSON.stringify(done.body)).toBe("succeeded");
        return done.body.job.result;
      });
      const writes = Array.from({ length: WRITES_PER_USER }, (_, i) =>
        onBoth((request, key) =>
          request("POST", "/api/v1/transaction", {
            token: user.token,
            body: aTransaction(
              { walletId: user.walletId, categoryId: user.categoryId },
              { amount: 1 + i, description: `Burst ${i}` },
            ),
            headers: { "Idempotency-Key": key },
          }),
        ).then((res) => {
          expect(res.status).toBe(201);
        }),
      );
      const importing = (async () => {
        const form = new FormData();
        const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `2026-02-0${i + 1},-${i + 2}.25,Imported ${i},,`);
        form.append("file", new Blob([bankCsv(rows)]), "statement.csv");
        form.append("walletId", user.walletId);
        form.append("categoryId", user.categoryId);
        const preview = await a("POST", "/api/v1/imports", { token: user.token, rawBody: form });
        expect(preview.status, JSON.stringify(preview.body)).toBe(201);
        const path = `/api/v1/imports/${preview.body.import.id}/commit`;
        const commits = await Promise.all([
          b("POST", path, { token: user.token }),
          a("POST", path, { token: user.token }),
        ]);
        expect(commits.map((res) => res.status).sort()).toEqual([201, 409]);
        expect(commits.find((res) => res.status === 409)?.body.code).toBe("IMPORT_ALREADY_COMMITTED");
      })();
      return { uploads: Promise.all(uploads), others: Promise.all([...writes, importing]) };
    });
    const [receipts] = await Promise.all([
      Promise.all(burst.map((user) => user.uploads)).then((all) => all.flat() as Record<string, unknown>[]),
      Promise.all(burst.map((user) => user.others)),
    ]);
    const killedJob = await killed;

    // Every receipt's job succeeded once: one batch each, its first transaction the job's id.
    expect(receipts).toHaveLength(USERS * RECEIPTS.length);
    const lines = receipts.reduce((sum, r) => sum + (r.transactions as unknown[]).length, 0);
    const [batches] =
      await sql`select count(*)::int as n, count(distinct content_hash)::int as distinct_images from receipt_batches`;
    expect(batches).toEqual({ n: USERS * RECEIPTS.length, distinct_images: RECEIPTS.length });
    const [rerun] = await sql`select count(*)::int as n from transactions where id = ${killedJob}`;
    expect(rerun?.n, "the killed worker's job was run again by another and recorded once").toBe(1);
    const views = await Promise.all(users.map((user) => a("GET", `/api/v1/jobs/${killedJob}`, { token: user.token })));
    const owned = views.filter((res) => res.status === 200);
    expect(owned).toHaveLength(1);
    expect(owned[0]?.body.job).toMatchObject({ status: "succeeded", attempts: expect.any(Number) });
    expect(owned[0]?.body.job.attempts, "taken up again after its worker died").toBeGreaterThanOrEqual(2);

    // Exactly once: every write, every receipt line, every imported row; nothing more.
    for (const user of users) {
      const [row] = await sql`select count(*)::int as n from transactions where user_id = ${user.user.id}`;
      const wallets = new Set(Object.values(user.wallets));
      const mine = receipts.filter((r) =>
        (r.transactions as { walletId: string }[]).every((t) => wallets.has(t.walletId)),
      );
      const receiptLines = mine.reduce((sum, r) => sum + (r.transactions as unknown[]).length, 0);
      expect(row?.n).toBe(WRITES_PER_USER + receiptLines + IMPORT_ROWS);
    }
    const [all] = await sql`select count(*)::int as n from transactions`;
    expect(all?.n).toBe(USERS * (WRITES_PER_USER + IMPORT_ROWS) + lines);
    const [keys] = await sql`select count(*)::int as n, count(response_status)::int as answered from idempotency_keys`;
    expect(keys).toEqual({
      n: USERS * (WRITES_PER_USER + RECEIPTS.length),
      answered: USERS * (WRITES_PER_USER + RECEIPTS.length),
    });

    // The queue is empty and the restarted worker is connected.
    await waitFor("the queue to drain", async () => {
      const ready = await a("GET", "/health/ready");
      return ready.status === 200 && ready.body.queue.waiting === 0 && ready.body.queue.running === 0;
    });
    expect((await b("GET", "/health/ready")).body.queue.workers).toBeGreaterThanOrEqual(2);

    // Every event the store wrote reaches its owner's webhook, signed; and only what the burst did.
    const events = await sql<
      { id: string; type: string; user_id: string }[]
    >`select id, type, user_id from outbox_events`;
    const byType = new Map<string, number>();
    for (const event of events) byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    const expected: Record<string, number> = {
      "transaction.created": USERS * WRITES_PER_USER,
      "receipt.processed": USERS * RECEIPTS.length,
      "import.committed": USERS,
    };
    for (const [type, count] of Object.entries(expected)) {
      expect(byType.get(type) ?? 0, type).toBe(count);
    }
    expect([...byType.keys()].filter((type) => !(type in expected))).toEqual([]);
    for (const user of users) {
      const test = await b("POST", `/api/v1/webhooks/${user.webhookId}/test`, { token: user.token });
      expect(test.status, JSON.stringify(test.body)).toBe(200);
    }
    const wanted = new Set([...events.map((event) => event.id)]);
    await waitFor("every event to be delivered", async () => {
      const seen = new Set(receiver.received.map((r) => r.headers["webhook-id"] as string));
      return [...wanted].every((id) => seen.has(id)) && receiver.received.length >= wanted.size + USERS;
    });
    for (const user of users) {
      const verifier = new Webhook(user.secret);
      const mine = receiver.received.filter((r) => r.path === `/hook/${user.user.id}`);
      for (const delivery of mine) {
        const { type } = verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string };
        if (type !== "webhook.test") {
          const event = events.find((e) => e.id === delivery.headers["webhook-id"]);
          expect(event?.user_id).toBe(user.user.id);
        }
      }
      expect(mine.filter((r) => JSON.parse(r.body).type === "webhook.test")).toHaveLength(1);
    }
    const [undelivered] = await sql`select count(*)::int as n from outbox_events where published_at is null`;
    expect(undelivered?.n).toBe(0);
    // A delivery is recorded once its answer is in, a moment after the receiver saw it.
    await waitFor("every delivery to be recorded as succeeded", async () => {
      const [open] = await sql`select count(*)::int as n from webhook_deliveries where not done or not succeeded`;
      return open?.n === 0;
    });
  }, 240_000);
});
