import { randomUUID } from "node:crypto";
import { type JobId, type UserId, walletNotFound } from "@finance/domain";
import { afterEach, describe, expect, it } from "vitest";
import { BullJobQueue, type RunningBullWorker, startBullWorker } from "../src";
import { dropPrefix, spawnHoldingWorker, TEST_REDIS_URL, uniquePrefix } from "./support";

const owner = randomUUID() as UserId;
const aJobId = () => randomUUID() as JobId;

describe("BullJobQueue on the real Redis", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const setup = () => {
    const prefix = uniquePrefix();
    const queue = new BullJobQueue({ redisUrl: TEST_REDIS_URL, prefix, attempts: 2 });
    cleanups.push(async () => {
      await queue.close();
      await dropPrefix(prefix);
    });
    const worker = async (handlers: Parameters<typeof startBullWorker>[0]["handlers"]) => {
      const running: RunningBullWorker = await startBullWorker({
        redisUrl: TEST_REDIS_URL,
        prefix,
        handlers,
        lockDurationMs: 1_000,
        stalledIntervalMs: 500,
      });
      cleanups.push(() => running.close());
      return running;
    };
    return { prefix, queue, worker };
  };

  it("never reports a job that succeeds as failed to a reader polling it while it finishes", async () => {
    const { queue, worker } = setup();
    await worker({ quick: async (payload: { n: number }) => ({ n: payload.n }) });
    const seen = new Set<string>();
    for (let round = 0; round < 40; round += 1) {
      const jobs = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          queue.submit({ id: aJobId(), kind: "quick", ownerId: owner, payload: { n: i } }),
        ),
      );
      await Promise.all(
        jobs.map(async (job) => {
          for (;;) {
            const now = await queue.find(job.id);
            seen.add(now?.status ?? "missing");
            if (now?.status === "succeeded" || now?.status === "failed") {
              expect(now).toMatchObject({ status: "succeeded", result: { n: expect.any(Number) } });
              return;
            }
          }
        }),
      );
    }
    expect(seen.has("succeeded")).toBe(true);
  });

  it("runs a job in a worker and keeps its result for its owner; a domain error is its failure at once", async () => {
    const { queue, worker } = setup();
    let runs = 0;
    await worker({
      double: async (payload: { n: number }) => ({ doubled: payload.n * 2 }),
      refuse: async () => {
        runs += 1;
        throw walletNotFound();
      },
    });

    const submitted = await queue.submit({ id: aJobId(), kind: "double", ownerId: owner, payload: { n: 21 } });
    expect(submitted).toMatchObject({ status: "queued", ownerId: owner, kind: "double", finishedAt: null });
    const done = await queue.settled(submitted.id, 10_000);
    expect(done).toMatchObject({ status: "succeeded", result: { doubled: 42 }, ownerId: owner, attempts: 1 });
    expect(await queue.find(submitted.id)).toMatchObject({ status: "succeeded", result: { doubled: 42 } });

    const refused = await queue.submit({ id: aJobId(), kind: "refuse", ownerId: owner, payload: null });
    expect(await queue.settled(refused.id, 10_000)).toMatchObject({
      status: "failed",
      failure: { code: "WALLET_NOT_FOUND", message: "Wallet not found" },
    });
    expect(runs).toBe(1);
    expect(await queue.find(aJobId())).toBeNull();
  });

  it("retries a run that crashed, then keeps INTERNAL_ERROR once the attempts are used up", async () => {
    const { queue, worker } = setup();
    let runs = 0;
    await worker({
      crash: async () => {
        runs += 1;
        throw new Error("boom");
      },
    });
    const job = await queue.submit({ id: aJobId(), kind: "crash", ownerId: owner, payload: null });
    expect(await queue.settled(job.id, 15_000)).toMatchObject({
      status: "failed",
      failure: { code: "INTERNAL_ERROR" },
    });
    expect(runs).toBe(2);
  });

  it("counts waiting jobs and connected workers", async () => {
    const { queue, worker } = setup();
    await queue.submit({ id: aJobId(), kind: "later", ownerId: owner, payload: null });
    expect(await queue.stats()).toEqual({ waiting: 1, running: 0, workers: 0 });
    await worker({ other: async () => null });
    expect((await queue.stats()).workers).toBe(1);
  });

  it("runs a job again in another worker when the process running it is killed mid-job", async () => {
    const { prefix, queue, worker } = setup();
    const doomed = spawnHoldingWorker(prefix);
    cleanups.push(async () => {
      if (doomed.child.exitCode === null) doomed.child.kill("SIGKILL");
      await doomed.exited;
    });
    await doomed.printedLine("ready");
    const job = await queue.submit({ id: aJobId(), kind: "hold", ownerId: owner, payload: null });
    await doomed.printedLine("started 1");
    expect((await queue.find(job.id))?.status).toBe("running");
    doomed.child.kill("SIGKILL");
    await doomed.exited;

    await worker({ hold: async (_payload: unknown, run) => ({ attempt: run.attempt }) });
    const done = await queue.settled(job.id, 20_000);
    expect(done?.status).toBe("succeeded");
    expect(done?.attempts).toBeGreaterThanOrEqual(2);
    expect((done?.result as { attempt: number } | undefined)?.attempt).toBeGreaterThanOrEqual(2);
  }, 40_000);
});
