import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import {
  closedPort,
  dropQueue,
  spawnWorker,
  startHoldingVisionServer,
  TEST_REDIS_URL,
  uniqueQueuePrefix,
} from "./jobs.support";
import { pngOfSize, receiptForm } from "./receipts.support";
import { fetchRequester, type LoggedInUser, registerAndLogin, seedWalletAndCategory, TEST_JWT_SECRET } from "./support";

type Request = ReturnType<typeof fetchRequester>;

const baseEnv = (dir: string, visionUrl: string): Record<string, string> => ({
  PORT: "0",
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
  JWT_SECRET: TEST_JWT_SECRET,
  BCRYPT_COST: "4",
  LOG_LEVEL: "silent",
  OCR_PROVIDER: "http",
  OCR_URL: visionUrl,
  OCR_MODEL: "vision-test",
  OCR_TIMEOUT_MS: "20000",
});

const anAccount = async (request: Request) => {
  const user = await registerAndLogin({ request });
  const seeded = await seedWalletAndCategory(user.api);
  return { ...user, walletId: seeded.wallet.id as string, categoryId: seeded.category.id as string };
};

const upload = (
  request: Request,
  user: LoggedInUser & { walletId: string; categoryId: string },
  bytes: Uint8Array,
  async: boolean,
) =>
  request("POST", "/api/v1/transaction/receipt", {
    token: user.token,
    rawBody: receiptForm({ receipt: bytes, walletId: user.walletId, categoryId: user.categoryId }),
    ...(async && { headers: { Prefer: "respond-async" } }),
  });

/** Polls the job at `location` until it is done (or `ms` passed). */
const pollJob = async (request: Request, token: string, location: string, ms = 30_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const res = await request("GET", location, { token });
    if (res.status !== 200 || ["succeeded", "failed"].includes(res.body.job.status) || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("receipts as jobs in the API process (no REDIS_URL)", () => {
  let dir: string;
  let vision: Awaited<ReturnType<typeof startHoldingVisionServer>>;
  let service: RunningService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-jobs-"));
    vision = await startHoldingVisionServer();
    service = await startService({ env: baseEnv(dir, vision.url) });
  });
  afterAll(async () => {
    await service?.stop();
    await vision?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 202 with the job under Prefer: respond-async; the job answers the synchronous body to its owner only", async () => {
    const request = fetchRequester(service.url);
    const user = await anAccount(request);
    vision.hold();
    const accepted = await upload(request, user, pngOfSize(200), true);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body).toMatchObject({
      code: "RECEIPT_ACCEPTED",
      job: { status: expect.stringMatching(/queued|running/) },
    });
    const location = accepted.headers.get("location") as string;
    expect(location).toBe(`/api/v1/jobs/${accepted.body.job.id}`);
    expect((await request("GET", location, { token: user.token })).body.job.status).toMatch(/queued|running/);

    const stranger = await anAccount(request);
    const foreign = await request("GET", location, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("JOB_NOT_FOUND");

    vision.release();
    const done = await pollJob(request, user.token, location);
    expect(done.body.job).toMatchObject({ status: "succeeded", kind: "receipt.read", attempts: 1 });
    expect(done.body.job.result).toMatchObject({ code: "RECEIPT_PROCESSED", receipt: { total: 6.48 } });
    expect(done.body.job.result.transactions.map((t: { amount: number }) => t.amount)).toEqual([-3.49, -2.99]);
    expect(done.body.job.result.transactions[0].id).toBe(accepted.body.job.id);
  });

  it("keeps the synchronous route as it was, and a job's failure is the route's error body", async () => {
    const request = fetchRequester(service.url);
    const user = await anAccount(request);
    const bytes = pngOfSize(200);
    const first = await upload(request, user, bytes, false);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.code).toBe("RECEIPT_PROCESSED");
    const again = await upload(request, user, bytes, false);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("RECEIPT_ALREADY_PROCESSED");

    const accepted = await upload(request, user, bytes, true);
    const failed = await pollJob(request, user.token, accepted.headers.get("location") as string);
    expect(failed.body.job).toMatchObject({
      status: "failed",
      error: {
        status: 409,
        code: "RECEIPT_ALREADY_PROCESSED",
        message: again.body.message,
        details: again.body.details,
      },
    });
    expect((await user.api.get("/transaction")).body.transactions).toHaveLength(2);
  });

  it("is ready when the database and the OCR endpoint answer; /health stays as it was", async () => {
    const ready = await fetchRequester(service.url)("GET", "/health/ready");
    const { body } = ready;
    expect(ready.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      code: "SERVICE_READY",
      status: "ready",
      failed: [],
      checks: { database: { status: "ok" }, ocr: { status: "ok" } },
      queue: { workers: null },
    });
    expect(body.checks.redis).toBeUndefined();
    expect((await fetchRequester(service.url)("GET", "/health")).body.status).toBe("ok");
  });
});

describe("receipts as BullMQ jobs on the real Redis, run by worker processes", () => {
  let dir: string;
  let prefix: string;
  let vision: Awaited<ReturnType<typeof startHoldingVisionServer>>;
  let service: RunningService;
  let env: Record<string, string>;
  const workers: Awaited<ReturnType<typeof spawnWorker>>[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-jobs-redis-"));
    prefix = uniqueQueuePrefix();
    vision = await startHoldingVisionServer();
    env = {
      ...baseEnv(dir, vision.url),
      REDIS_URL: TEST_REDIS_URL,
      JOB_QUEUE_PREFIX: prefix,
      RATE_LIMIT_REDIS_PREFIX: `${prefix}:rate:`,
      WORKER_LOCK_MS: "1000",
      WORKER_STALLED_CHECK_MS: "500",
      FILES_DIR: join(dir, "files"),
    };
    service = await startService({ env });
  });
  afterEach(async () => {
    vision.release();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await service?.stop();
    await vision?.close();
    await dropQueue(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it("is not ready without a worker, naming the OCR engine; ready once one is connected", async () => {
    const before = await fetchRequester(service.url)("GET", "/health/ready");
    const { body } = before;
    expect(before.status).toBe(503);
    expect(body).toMatchObject({
      code: "SERVICE_NOT_READY",
      failed: ["ocr"],
      checks: { database: { status: "ok" }, redis: { status: "ok" }, ocr: { status: "failed" } },
      queue: { workers: 0 },
    });
    workers.push(await spawnWorker(env));
    const after = await fetchRequester(service.url)("GET", "/health/ready");
    expect(after.status).toBe(200);
    expect(after.body.queue.workers).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("answers the synchronous route from a worker's job", async () => {
    const request = fetchRequester(service.url);
    const user = await anAccount(request);
    const res = await upload(request, user, pngOfSize(200), false);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.transactions).toHaveLength(2);
  }, 60_000);

  it("runs the job again when its worker is killed mid-OCR, and records the receipt once", async () => {
    const request = fetchRequester(service.url);
    const user = await anAccount(request);
    vision.hold();
    const arrived = vision.nextRequest();
    const accepted = await upload(request, user, pngOfSize(300), true);
    expect(accepted.status).toBe(202);
    await arrived;
    const location = accepted.headers.get("location") as string;
    expect((await request("GET", location, { token: user.token })).body.job.status).toBe("running");
    for (const worker of workers.splice(0)) await worker.kill();

    vision.release();
    workers.push(await spawnWorker(env));
    const done = await pollJob(request, user.token, location, 40_000);
    expect(done.body.job.status, JSON.stringify(done.body)).toBe("succeeded");
    expect(done.body.job.attempts).toBeGreaterThanOrEqual(2);
    const recorded = (await user.api.get("/transaction")).body.transactions;
    expect(recorded).toHaveLength(2);
    expect(recorded.map((t: { id: string }) => t.id).sort()).toEqual(
      done.body.job.result.transactions.map((t: { id: string }) => t.id).sort(),
    );
  }, 90_000);
});

describe("/health/ready when Redis is unreachable", () => {
  it("answers 503 naming redis (and the OCR engine it cannot ask), while /health stays 200", async () => {
    const dir = mkdtempSync(join(tmpdir(), "finance-ready-"));
    const port = await closedPort();
    const service = await startService({
      env: {
        ...baseEnv(dir, "http://127.0.0.1:9/v1"),
        REDIS_URL: `redis://127.0.0.1:${port}`,
        READY_TIMEOUT_MS: "1000",
      },
    });
    try {
      const res = await fetchRequester(service.url)("GET", "/health/ready");
      const { body } = res;
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(body).toMatchObject({
        code: "SERVICE_NOT_READY",
        status: "not_ready",
        failed: ["redis", "ocr"],
        checks: { database: { status: "ok" }, redis: { status: "failed" }, ocr: { status: "failed" } },
        queue: null,
      });
      expect(body.error).toBe(body.message);
      expect(JSON.stringify(body)).not.toContain(String(port));
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
    } finally {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
