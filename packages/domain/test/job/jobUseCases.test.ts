import { describe, expect, it } from "vitest";
import {
  GetJob,
  type Job,
  type JobId,
  type JobQueue,
  type JobRequest,
  runJobHandler,
  SubmitJob,
  type UserId,
  walletNotFound,
} from "../../src";
import { failure, makeWorld } from "../mothers";

/** A queue that runs nothing: jobs stay as submitted unless the test settles them. */
const heldQueue = () => {
  const jobs = new Map<string, Job>();
  const queue: JobQueue = {
    submit: async <P>(request: JobRequest<P>) => {
      const job: Job = {
        id: request.id,
        kind: request.kind,
        ownerId: request.ownerId,
        status: "queued",
        createdAt: new Date(0),
        finishedAt: null,
        attempts: 0,
      };
      jobs.set(job.id, job);
      return job;
    },
    find: async (id) => jobs.get(id) ?? null,
    settled: async (id) => {
      const job = jobs.get(id);
      return job && (job.status === "succeeded" || job.status === "failed") ? job : null;
    },
    stats: async () => ({ waiting: jobs.size, running: 0, workers: null }),
    close: async () => undefined,
  };
  return { queue, jobs };
};

describe("jobs", () => {
  it("answers a job to its owner only; another user's job is JOB_NOT_FOUND", async () => {
    const world = makeWorld();
    const { queue } = heldQueue();
    const owner = world.ids.next<UserId>();
    const job = await new SubmitJob(queue, world.ids).execute(owner, { kind: "k", payload: { a: 1 } });
    expect(job.status).toBe("queued");
    expect((await new GetJob(queue).execute(owner, job.id)).id).toBe(job.id);
    expect((await failure(() => new GetJob(queue).execute(world.ids.next<UserId>(), job.id))).code).toBe(
      "JOB_NOT_FOUND",
    );
    expect((await failure(() => new GetJob(queue).execute(owner, "not-a-uuid"))).code).toBe("JOB_NOT_FOUND");
    expect((await failure(() => new GetJob(queue).execute(owner, world.ids.next<JobId>()))).code).toBe("JOB_NOT_FOUND");
  });

  it("answers a job still running when the wait ends as it is", async () => {
    const world = makeWorld();
    const { queue } = heldQueue();
    const job = await new SubmitJob(queue, world.ids).execute(world.ids.next<UserId>(), {
      kind: "k",
      payload: null,
      waitMs: 1,
    });
    expect(job.status).toBe("queued");
  });

  it("keeps a domain error as the outcome and rethrows anything else for a retry", async () => {
    const run = { jobId: "j" as JobId, ownerId: "u" as UserId, attempt: 1 };
    expect(await runJobHandler(async () => 7, null, run)).toEqual({ ok: true, value: 7 });
    expect(
      await runJobHandler(
        async () => {
          throw walletNotFound();
        },
        null,
        run,
      ),
    ).toEqual({ ok: false, failure: { code: "WALLET_NOT_FOUND", message: "Wallet not found" } });
    await expect(
      runJobHandler(
        async () => {
          throw new Error("crash");
        },
        null,
        run,
      ),
    ).rejects.toThrow("crash");
  });
});
