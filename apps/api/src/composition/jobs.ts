import { hostname } from "node:os";
import { BullJobQueue, InProcessJobQueue, type RunningBullWorker, startBullWorker } from "@finance/adapter-queue";
import type { Clock, JobHandlers, JobQueue, UseCases } from "@finance/domain";
import type { Logger } from "pino";
import type { Config } from "../config/config";
import { RECEIPT_JOB, receiptJobHandler } from "../routes/receipts/receipts.job";

/** Every kind of job and its handler; API processes (without Redis) and workers run this same map. */
export const jobHandlers = (useCases: Pick<UseCases, "createTransactionsFromReceipt">): JobHandlers => ({
  [RECEIPT_JOB]: receiptJobHandler(useCases.createTransactionsFromReceipt),
});

/**
 * The queue of this process: on Redis when REDIS_URL is set (jobs then run in `start:worker`
 * processes, and this process only submits and reads them), else in this process.
 */
export const createJobQueue = (config: Config, logger: Logger, clock: Clock, handlers: () => JobHandlers): JobQueue => {
  const { redisUrl, prefix, attempts } = config.jobs;
  if (redisUrl !== undefined) {
    return new BullJobQueue({
      redisUrl,
      prefix,
      attempts,
      onError: (error) => logger.warn({ err: error.message }, "job queue: Redis connection error"),
    });
  }
  // In process a crash is answered at once, as the route always did: retries are for dead workers.
  // The handlers are resolved at the first job, so the queue is a port like the others: resolving
  // it builds no use case before a test's own ports are in.
  return new InProcessJobQueue(handlers, clock, {
    attempts: 1,
    onCrash: (error, job) => logger.error({ err: error, jobId: job.id, kind: job.kind }, "job run crashed"),
  });
};

/** A worker process's loop on the Redis queue, running `handlers` (see jobWorker.ts). */
export const startQueueWorker = (
  config: Config,
  redisUrl: string,
  logger: Logger,
  handlers: JobHandlers,
): Promise<RunningBullWorker> =>
  startBullWorker({
    redisUrl,
    prefix: config.jobs.prefix,
    handlers,
    concurrency: config.jobs.workerConcurrency,
    lockDurationMs: config.jobs.workerLockMs,
    stalledIntervalMs: config.jobs.workerStalledCheckMs,
    name: `${hostname()}:${process.pid}`,
    onError: (error) => logger.warn({ err: error.message }, "worker: Redis connection error"),
    onStart: (jobId, kind, attempt) => logger.info({ jobId, kind, attempt }, "job started"),
    onCrash: (error, jobId) => logger.error({ err: error, jobId }, "job run crashed; it is retried"),
  });
