import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOcrPool, ocrWorkerEntry } from "../../src/composition/ocrPool/createOcrPool";
import { OcrWorkerPool } from "../../src/composition/ocrPool/OcrWorkerPool";
import {
  countingOcr,
  pngBomb,
  pngOfSize,
  postReceipt,
  receiptFixture,
  receiptForm,
  scriptedPng,
} from "../receipts.support";
import { makeTestApp, registerAndLogin, seedWalletAndCategory, type TestApp, testConfig } from "../support";

const SCRIPTED_WORKER = fileURLToPath(new URL("../fixtures/scriptedOcrWorker.ts", import.meta.url));

/** The real pool of real worker processes, running the scripted engine of fixtures/scriptedOcrWorker.ts. */
const scriptedPool = (options: {
  workers: number;
  timeoutMs?: number;
  maxRssBytes?: number;
  niceness?: number;
  idleMs?: number;
}) =>
  new OcrWorkerPool({
    entry: SCRIPTED_WORKER,
    execArgv: ocrWorkerEntry().execArgv,
    workers: options.workers,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRssBytes: options.maxRssBytes ?? 1024 * 1024 * 1024,
    ...(options.niceness !== undefined && { niceness: options.niceness }),
    ...(options.idleMs !== undefined && { idleMs: options.idleMs }),
  });

/** The pid of the worker that read a receipt: the scripted engine's merchant is "worker PID ...". */
const workerPid = (answer: { body: { receipt: { merchant: unknown } } }): number =>
  Number(String(answer.body.receipt.merchant).split(" ")[1]);

/** The nice value of every thread of a process (field 19 of /proc/PID/task/TID/stat). */
const threadNiceValues = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19 - 3]);
  });

const anAccount = async (t: TestApp) => {
  const user = await registerAndLogin(t);
  const { wallet, category } = await seedWalletAndCategory(user.api);
  return { ...user, walletId: wallet.id as string, categoryId: category.id as string };
};

const upload = (t: TestApp, u: Awaited<ReturnType<typeof anAccount>>, receipt: Uint8Array) =>
  postReceipt(t, u.token, { receipt, walletId: u.walletId, categoryId: u.categoryId });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("hostile receipt images", () => {
  it("refuses a 20000 x 20000 PNG bomb with 413 from its header: no OCR, no memory", async () => {
    const ocr = countingOcr({ read: async () => Promise.reject(new Error("must not be called")) });
    const t = await makeTestApp({ deps: { ocr: ocr.port } });
    try {
      const u = await anAccount(t);
      const bomb = pngBomb(20_000, 20_000);
      expect(bomb.length).toBeLessThan(64 * 1024);
      const before = process.memoryUsage().rss;
      for (let i = 0; i < 10; i += 1) {
        const res = await upload(t, u, bomb);
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("20000x20000") });
      }
      // 400 MB of pixels declared ten times: nothing of it was ever allocated.
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
      expect(ocr.counter.calls).toBe(0);
      expect((await u.api.get("/transaction")).body.transactions).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("reads the pixel cap from RECEIPT_MAX_PIXELS, for PNG, JPEG and WebP headers alike", async () => {
    const ocr = countingOcr({ read: async () => Promise.reject(new Error("must not be called")) });
    // The fixtures are 625 x 504 (PNG, WebP) and 637 x 444 (JPEG): all over 200,000 pixels.
    const t = await makeTestApp({ env: { RECEIPT_MAX_PIXELS: "200000" }, deps: { ocr: ocr.port } });
    try {
      const u = await anAccount(t);
      for (const name of ["clean.png", "clean.webp", "rotated-noisy.jpg"]) {
        const res = await upload(t, u, receiptFixture(name));
        expect([name, res.status, res.body.code]).toEqual([name, 413, "PAYLOAD_TOO_LARGE"]);
      }
      expect(ocr.counter.calls).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("answers 415 UNSUPPORTED_RECEIPT_TYPE without OCR when the header cannot be read", async () => {
    const ocr = countingOcr({ read: async () => Promise.reject(new Error("must not be called")) });
    const t = await makeTestApp({ deps: { ocr: ocr.port } });
    try {
      const u = await anAccount(t);
      for (const truncated of [pngOfSize(64).subarray(0, 12), new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])]) {
        const res = await upload(t, u, truncated);
        expect([res.status, res.body.code]).toEqual([415, "UNSUPPORTED_RECEIPT_TYPE"]);
      }
      expect(ocr.counter.calls).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("answers 400 VALIDATION_ERROR to broken multipart bodies", async () => {
    const t = await makeTestApp();
    try {
      const u = await anAccount(t);
      const cases: [string, string][] = [
        ["multipart/form-data", "--x\r\n"],
        ["multipart/form-data; boundary=x", "garbage"],
        [
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\n\r\n\x89PNG',
        ],
      ];
      for (const [contentType, body] of cases) {
        const res = await t.request("POST", "/api/v1/transaction/receipt", {
          token: u.token,
          rawBody: body,
          headers: { "content-type": contentType },
        });
        expect([contentType, body, res.status, res.body.code]).toEqual([contentType, body, 400, "VALIDATION_ERROR"]);
      }
    } finally {
      await t.close();
    }
  });

  it("refuses a form with more than four parts at the fifth, without reading the rest", async () => {
    const ocr = countingOcr({ read: async () => Promise.reject(new Error("must not be called")) });
    const t = await makeTestApp({ deps: { ocr: ocr.port } });
    try {
      const u = await anAccount(t);
      const head = new Response(
        receiptForm({ receipt: pngOfSize(64), walletId: u.walletId, categoryId: u.categoryId }),
      );
      const boundary = /boundary=(.+)$/.exec(head.headers.get("content-type") ?? "")?.[1] as string;
      const form = new Uint8Array(await head.arrayBuffer());
      const opening = new TextDecoder().decode(form).replace(new RegExp(`--${boundary}--\\r\\n$`), "");
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(opening));
        },
        pull(controller) {
          // Endless small fields after the three real parts (the first is the optional fourth).
          pulled += 1;
          if (pulled > 100_000) return controller.close();
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="f${pulled}"\r\n\r\n${"x".repeat(1000)}\r\n`,
            ),
          );
        },
      });
      const res = await t.app.request(
        new Request("http://localhost/api/v1/transaction/receipt", {
          method: "POST",
          headers: {
            authorization: `Bearer ${u.token}`,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": String(10 * 1024 * 1024),
          },
          body,
          duplex: "half",
        } as RequestInit),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "f2" }] });
      expect(pulled).toBeLessThan(100);
      expect(ocr.counter.calls).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe("the OCR worker pool, end to end", () => {
  const pools: OcrWorkerPool[] = [];
  const apps: TestApp[] = [];
  const appWith = async (pool: OcrWorkerPool, env: Record<string, string> = {}) => {
    pools.push(pool);
    const t = await makeTestApp({ env, deps: { ocr: pool } });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close();
    for (const t of apps.splice(0)) await t.close();
  });

  it("a job that times out fails for its user only; the job queued behind it succeeds, timed from its own start", async () => {
    const pool = scriptedPool({ workers: 1, timeoutMs: 1500 });
    const t = await appWith(pool);
    const [alice, bob] = [await anAccount(t), await anAccount(t)];

    const hung = upload(t, alice, scriptedPng("HANG"));
    await waitUntil(() => pool.stats.jobs === 1);
    const hungPid = pool.pids()[0] as number;
    // Bob's job waits in the queue for the whole of Alice's timeout, then runs in a new worker.
    const queued = upload(t, bob, scriptedPng("OK"));

    const [failed, succeeded] = await Promise.all([hung, queued]);
    expect([failed.status, failed.body.code]).toEqual([500, "OCR_RESPONSE_FAILED"]);
    expect(succeeded.status, JSON.stringify(succeeded.body)).toBe(201);
    expect(succeeded.body.receipt.merchant).not.toBe(`worker ${hungPid}`);
    expect(pool.stats).toMatchObject({ timedOut: 1, jobs: 2 });
    expect(isAlive(hungPid)).toBe(false);
    expect((await alice.api.get("/transaction")).body.transactions).toEqual([]);
  });

  it("kills only the timed-out job's worker: another user's job running beside it finishes", async () => {
    const pool = scriptedPool({ workers: 2, timeoutMs: 2000 });
    const t = await appWith(pool);
    const [alice, bob] = [await anAccount(t), await anAccount(t)];
    const hung = upload(t, alice, scriptedPng("HANG"));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Bob's job (1.5 s) starts in a second worker about a second later: Alice's worker is killed
    // while it runs.
    const slow = upload(t, bob, scriptedPng("WAIT"));
    const [failed, finished] = await Promise.all([hung, slow]);
    expect(failed.body.code).toBe("OCR_RESPONSE_FAILED");
    expect(finished.status, JSON.stringify(finished.body)).toBe(201);
    expect(pool.stats).toMatchObject({ timedOut: 1, crashed: 0, started: 2 });
  });

  it("runs its workers at the nice value it is given, threads started after the engine included", async () => {
    const pool = scriptedPool({ workers: 1, niceness: 7 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const answered = await upload(t, u, scriptedPng("POOL"));
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const pid = workerPid(answered);
    const values = threadNiceValues(pid);
    // The main thread, V8's and libuv's: more than the one thread a forgotten thread pool would leave.
    expect(values.length).toBeGreaterThan(4);
    expect(new Set(values)).toEqual(new Set([Math.max(getPriority(), 7)]));
    expect(getPriority()).toBeLessThan(7);
  });

  it("starts its workers at that nice value: a worker boots and loads its code below the requests", async () => {
    const pool = scriptedPool({ workers: 1, niceness: 7 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const answered = await upload(t, u, scriptedPng("BOOT"));
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.receipt.merchant).toMatch(new RegExp(`booted at nice ${Math.max(getPriority(), 7)}$`));
  });

  it("a worker that crashes fails its own job; the next job gets a new worker", async () => {
    const pool = scriptedPool({ workers: 1 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const crashed = await upload(t, u, scriptedPng("CRASH"));
    expect([crashed.status, crashed.body.code]).toEqual([500, "OCR_RESPONSE_FAILED"]);
    expect((await upload(t, u, scriptedPng("OK"))).status).toBe(201);
    expect(pool.stats).toMatchObject({ crashed: 1, started: 2 });
  });

  it("recycles a worker whose memory grew past the bound after its job, and keeps one that did not", async () => {
    const pool = scriptedPool({ workers: 1, maxRssBytes: 150 * 1024 * 1024 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const first = await upload(t, u, scriptedPng("OK"));
    const second = await upload(t, u, scriptedPng("OK"));
    expect(second.body.receipt.merchant).toBe(first.body.receipt.merchant);
    expect(pool.stats.recycled).toBe(0);

    const fat = await upload(t, u, scriptedPng("FAT"));
    expect(fat.status).toBe(201);
    expect(fat.body.receipt.merchant).toBe(first.body.receipt.merchant);
    const fatPid = workerPid(fat);
    const after = await upload(t, u, scriptedPng("OK"));
    expect(after.status).toBe(201);
    expect(after.body.receipt.merchant).not.toBe(fat.body.receipt.merchant);
    expect(pool.stats.recycled).toBe(1);
    await waitUntil(() => !isAlive(fatPid));
  });

  it("lets a worker go once it had no job for idleMs, and starts one again for the next job", async () => {
    const pool = scriptedPool({ workers: 1, idleMs: 3000 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const first = await upload(t, u, scriptedPng("OK"));
    // Back within idleMs: the same worker.
    const second = await upload(t, u, scriptedPng("OK"));
    expect(second.body.receipt.merchant).toBe(first.body.receipt.merchant);
    const pid = workerPid(first);
    await waitUntil(() => !isAlive(pid));
    expect(pool.pids()).toEqual([]);
    expect(pool.stats).toMatchObject({ idled: 1, crashed: 0 });

    const later = await upload(t, u, scriptedPng("OK"));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.receipt.merchant).not.toBe(first.body.receipt.merchant);
    expect(pool.stats).toMatchObject({ started: 2, idled: 1 });
  });

  it("never lets a worker go in the middle of a job longer than idleMs", async () => {
    const pool = scriptedPool({ workers: 1, idleMs: 1000 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const first = await upload(t, u, scriptedPng("OK"));
    // Idle for half of idleMs, then a job of 1.5 s: letting the worker go during it would fail it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const slow = await upload(t, u, scriptedPng("WAIT"));
    expect(slow.status, JSON.stringify(slow.body)).toBe(201);
    expect(slow.body.receipt.merchant).toBe(first.body.receipt.merchant);
    expect(pool.stats).toMatchObject({ started: 1, crashed: 0, jobs: 2 });
  });

  it("warms its engine up before the worker takes a job, outside the job's timeout", async () => {
    // The scripted engine's warm-up takes 300 ms, longer than a job may.
    const pool = scriptedPool({ workers: 1, timeoutMs: 250 });
    const t = await appWith(pool);
    const u = await anAccount(t);
    const answered = await upload(t, u, scriptedPng("WARM"));
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.receipt.merchant).toMatch(/ warm$/);
    expect(pool.stats.timedOut).toBe(0);
  });

  it("answers 429 RATE_LIMITED past RECEIPT_MAX_IN_FLIGHT_PER_USER receipts of one user in flight", async () => {
    const pool = scriptedPool({ workers: 2 });
    const t = await appWith(pool, { RECEIPT_MAX_IN_FLIGHT_PER_USER: "2" });
    const [alice, bob] = [await anAccount(t), await anAccount(t)];
    const running = [upload(t, alice, scriptedPng("WAIT")), upload(t, alice, scriptedPng("WAIT"))];
    await waitUntil(() => pool.stats.jobs === 2);
    const third = await upload(t, alice, scriptedPng("OK"));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: "RATE_LIMITED", message: expect.any(String), error: expect.any(String) });
    expect(third.headers.get("retry-after")).toBe("1");
    // Another user is not held back by Alice's cap.
    const other = upload(t, bob, scriptedPng("OK"));
    expect((await Promise.all(running)).map((res) => res.status)).toEqual([201, 201]);
    expect((await other).status).toBe(201);
    // The cap counts receipts in flight, not receipts: Alice may upload again.
    expect((await upload(t, alice, scriptedPng("OK"))).status).toBe(201);
  });
});

describe("the service's OCR pool with real tesseract", () => {
  let pool: OcrWorkerPool;
  let t: TestApp;
  beforeAll(async () => {
    // Real OCR beside other suites on a shared CI machine: the job timeout is not what this tests.
    pool = createOcrPool(testConfig({ OCR_WORKERS: "2", OCR_TIMEOUT_MS: "180000" }));
    t = await makeTestApp({ deps: { ocr: pool } });
  });
  afterAll(async () => {
    const pids = pool.pids();
    await pool.close();
    await t.close();
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it("10 bombs and 3 real receipts at once: the bombs are refused, the receipts recorded", async () => {
    const accounts = await Promise.all(Array.from({ length: 13 }, () => anAccount(t)));
    const bomb = pngBomb(20_000, 20_000);
    const receipts = ["clean.png", "tax-on-top.png", "clean.webp"].map(receiptFixture);
    const answers = await Promise.all(
      accounts.map((u, i) => upload(t, u, i < 10 ? bomb : (receipts[i - 10] as Uint8Array))),
    );
    const bombs = answers.slice(0, 10);
    const real = answers.slice(10);
    expect(bombs.map((res) => res.status)).toEqual(Array(10).fill(413));
    expect(real.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(real.map((res) => res.body.receipt.total)).toEqual([10.98, 22.4, 10.98]);
    expect(pool.stats.jobs).toBe(3);
  });
});
