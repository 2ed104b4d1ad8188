import { type JobHandlers, type JobId, runJobHandler } from "@finance/domain";
import { Worker } from "bullmq";
import { type BullQueueLocation, bullConnection, DEFAULT_QUEUE_NAME } from "./bullConnection";
import type { BullJobData } from "./jobData";

export interface BullWorkerOptions extends BullQueueLocation {
  readonly handlers: JobHandlers;
  /** Jobs this process runs at once (default 1). */
  readonly concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (default 30 s). A worker that dies stops renewing
   * it; after about this long plus `stalledIntervalMs`, another worker runs the job again.
   */
  readonly lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (default 30 s). */
  readonly stalledIntervalMs?: number;
  /** Times a job may be taken back from a dead worker before it fails (default 3). */
  readonly maxStalledCount?: number;
  /** Shows up in Redis's client list (and so in the queue's worker count). */
  readonly name?: string;
  readonly onError?: (error: Error) => void;
  /** Told of every run as it starts (for the log: which process holds which job). */
  readonly onStart?: (jobId: string | undefined, kind: string, attempt: number) => void;
  /** Told of every run that threw something other than a domain error (it is retried). */
  readonly onCrash?: (error: Error, jobId: string | undefined) => void;
}

export interface RunningBullWorker {
  /** Waits for the jobs in hand, then disconnects. */
  close(): Promise<void>;
}

/**
 * A worker process's loop: takes jobs from the queue and runs the handler their kind names. A
 * handler's value or domain error completes the job with that outcome; anything else thrown
 * fails the run, retried with backoff up to the job's attempts. A job of a worker that died is
 * taken back by the stalled-job check and run again: handlers are idempotent.
 */
export const startBullWorker = async (options: BullWorkerOptions): Promise<RunningBullWorker> => {
  const worker = new Worker<BullJobData>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const handler = options.handlers[job.name];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.name}`);
      return runJobHandler(handler as (payload: unknown) => Promise<unknown>, job.data.payload as never, {
        jobId: job.id as JobId,
        ownerId: job.data.ownerId,
        attempt: job.attemptsStarted,
      });
    },
    {
      connection: bullConnection(options, "worker"),
      prefix: options.prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: options.maxStalledCount ?? 3,
      ...(options.name !== undefined && { name: options.name }),
    },
  );
  worker.on("error", (error) => options.onError?.(error));
  worker.on("active", (job) => options.onStart?.(job.id, job.name, job.attemptsStarted));
  worker.on("failed", (job, error) => options.onCrash?.(error, job?.id));
  // The payload (a receipt's image) is needed no more once the job is done; the outcome stays.
  worker.on("completed", (job) => {
    job.updateData({ ownerId: job.data.ownerId, payload: null }).catch(() => undefined);
  });
  await worker.waitUntilReady();
  return { close: () => worker.close() };
};
