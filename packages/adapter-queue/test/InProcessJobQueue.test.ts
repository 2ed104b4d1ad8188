import { randomUUID } from "node:crypto";
import { type JobId, systemClock, type UserId, walletNotFound } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { InProcessJobQueue } from "../src";

const owner = randomUUID() as UserId;
const aJobId = () => randomUUID() as JobId;

describe("InProcessJobQueue", () => {
  it("runs a job after answering its submission, and settles with its result or its domain error", async () => {
    const queue = new InProcessJobQueue(
      {
        double: async (payload: { n: number }) => ({ doubled: payload.n * 2 }),
        refuse: async () => {
          throw walletNotFound();
        },
      },
      systemClock,
    );
    const job = await queue.submit({ id: aJobId(), kind: "double", ownerId: owner, payload: { n: 2 } });
    expect(job.status).toBe("queued");
    expect(await queue.stats()).toEqual({ waiting: 1, running: 0, workers: null });
    expect(await queue.settled(job.id, 1_000)).toMatchObject({
      status: "succeeded",
      result: { doubled: 4 },
      attempts: 1,
    });

    const refused = await queue.submit({ id: aJobId(), kind: "refuse", ownerId: owner, payload: null });
    expect(await queue.settled(refused.id, 1_000)).toMatchObject({
      status: "failed",
      failure: { code: "WALLET_NOT_FOUND" },
    });
  });

  it("asks for handlers given as a function at the first run, not before, and once", async () => {
    let asked = 0;
    const queue = new InProcessJobQueue(() => {
      asked += 1;
      return { echo: async (payload: string) => payload };
    }, systemClock);
    expect(asked).toBe(0);
    const first = await queue.submit({ id: aJobId(), kind: "echo", ownerId: owner, payload: "a" });
    const second = await queue.submit({ id: aJobId(), kind: "echo", ownerId: owner, payload: "b" });
    expect(await queue.settled(first.id, 1_000)).toMatchObject({ status: "succeeded", result: "a" });
    expect(await queue.settled(second.id, 1_000)).toMatchObject({ status: "succeeded", result: "b" });
    expect(asked).toBe(1);
  });

  it("answers a crash as INTERNAL_ERROR after its attempts, telling onCrash each time", async () => {
    const crashes: unknown[] = [];
    const queue = new InProcessJobQueue(
      {
        crash: async () => {
          throw new Error("boom");
        },
      },
      systemClock,
      { attempts: 2, onCrash: (error) => crashes.push(error) },
    );
    const job = await queue.submit({ id: aJobId(), kind: "crash", ownerId: owner, payload: null });
    expect(await queue.settled(job.id, 1_000)).toMatchObject({ status: "failed", failure: { code: "INTERNAL_ERROR" } });
    expect(crashes).toHaveLength(2);
  });

  it("answers null when the wait ends first, and null for an unknown job", async () => {
    let release = () => {};
    const queue = new InProcessJobQueue(
      { slow: () => new Promise((resolve) => (release = () => resolve("done"))) },
      systemClock,
    );
    const job = await queue.submit({ id: aJobId(), kind: "slow", ownerId: owner, payload: null });
    expect(await queue.settled(job.id, 20)).toBeNull();
    expect((await queue.find(job.id))?.status).toBe("running");
    release();
    expect(await queue.settled(job.id, 1_000)).toMatchObject({ status: "succeeded", result: "done" });
    expect(await queue.settled(aJobId(), 10)).toBeNull();
  });
});
