import type { Job, JobId, JobQueue, JobRequest, QueueStats } from "@finance/domain";
import { Queue, QueueEvents } from "bullmq";
import { type BullQueueLocation, bullConnection, DEFAULT_QUEUE_NAME } from "./bullConnection";
import { type BullJobData, type BullJobView, jobOf } from "./jobData";

export interface BullQueueOptions extends BullQueueLocation {
  /** Runs of a job whose handler throws something other than a domain error (default 3). */
  readonly attempts?: number;
  /** How long a finished job stays readable (default one day; a failed one a week). */
  readonly retentionSeconds?: number;
  /** Told of connection errors (the clients reconnect by themselves). */
  readonly onError?: (error: Error) => void;
}

/**
 * The producer side of the Redis-backed queue: submits jobs, reads them back, waits for their end.
 * Jobs are run by `startBullWorker` processes, on this machine or any other that reaches Redis.
 * A job's id is the port's id (a UUID), so the HTTP layer's `/jobs/:id` is BullMQ's job id.
 */
export class BullJobQueue implements JobQueue {
  private readonly queue: Queue<BullJobData>;
  private events: Promise<QueueEvents> | undefined;
  private readonly attempts: number;
  private readonly retentionSeconds: number;

  constructor(private readonly options: BullQueueOptions) {
    this.attempts = options.attempts ?? 3;
    this.retentionSeconds = options.retentionSeconds ?? 24 * 60 * 60;
    this.queue = new Queue<BullJobData>(options.queueName ?? DEFAULT_QUEUE_NAME, {
      connection: bullConnection(options, "producer"),
      prefix: options.prefix,
    });
    this.queue.on("error", (error) => options.onError?.(error));
  }

  async submit<P>(request: JobRequest<P>): Promise<Job> {
    const added = await this.queue.add(
      request.kind,
      { ownerId: request.ownerId, payload: request.payload },
      {
        jobId: request.id,
        attempts: this.attempts,
        backoff: { type: "exponential", delay: 1_000 },
        removeOnComplete: { age: this.retentionSeconds },
        removeOnFail: { age: 7 * this.retentionSeconds },
      },
    );
    return jobOf(added as unknown as BullJobView, "waiting");
  }

  /**
   * The state is read before the job's fields: a job read first and finished in between would
   * pair a finished state with the fields of a running job (no result yet), and read as crashed.
   * Read this way round, the fields are at least as new as the state.
   */
  async find(id: JobId): Promise<Job | null> {
    const state = await this.queue.getJobState(id);
    if (state === "unknown") return null;
    const job = await this.queue.getJob(id);
    if (!job) return null;
    return jobOf(job as unknown as BullJobView, state);
  }

  async settled(id: JobId, timeoutMs: number): Promise<Job | null> {
    const job = await this.queue.getJob(id);
    if (!job) return null;
    try {
      await job.waitUntilFinished(await this.queueEvents(), timeoutMs);
    } catch {
      // Failed for good, or the wait timed out: the job's state tells which.
    }
    const now = await this.find(id);
    return now && (now.status === "succeeded" || now.status === "failed") ? now : null;
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.queue.getJobCounts("waiting", "delayed", "prioritized", "active");
    return {
      waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0),
      running: counts.active ?? 0,
      workers: await this.queue.getWorkersCount(),
    };
  }

  async close(): Promise<void> {
    await (await this.events?.catch(() => undefined))?.close();
    await this.queue.close();
  }

  /**
   * One QueueEvents (a blocking connection) per process, opened at the first wait. It reads the
   * events stream from a minute before it opened, not from `$` (QueueEvents' default): `$` means
   * "what arrives after this read reaches Redis", so an event landing before the first read, or
   * between a read that timed out and the next, would be missed, and a request waiting for that
   * job would wait out `JOB_WAIT_MS`. A concrete id leaves no such gap; the minute's events read
   * again only repeat ends of jobs (a stream id is Redis' clock in ms: the minute covers skew).
   */
  private queueEvents(): Promise<QueueEvents> {
    this.events ??= (async () => {
      const events = new QueueEvents(this.options.queueName ?? DEFAULT_QUEUE_NAME, {
        connection: bullConnection(this.options, "worker"),
        prefix: this.options.prefix,
        lastEventId: `${Date.now() - 60_000}-0`,
      });
      events.on("error", (error) => this.options.onError?.(error));
      await events.waitUntilReady();
      return events;
    })();
    // A failed opening is tried again at the next wait, not kept.
    this.events.catch(() => {
      this.events = undefined;
    });
    return this.events;
  }
}
