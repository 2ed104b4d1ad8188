import {
  type Clock,
  JOB_CRASHED,
  type Job,
  type JobHandlers,
  type JobId,
  type JobOutcome,
  type JobQueue,
  type JobRequest,
  type QueueStats,
  runJobHandler,
  statusOfOutcome,
} from "@finance/domain";

export interface InProcessQueueOptions {
  /** Runs of one job whose handler throws something other than a domain error (default 3). */
  readonly attempts?: number;
  /** How long a finished job stays readable (default one day). */
  readonly retentionMs?: number;
  /** Told of every run that threw something other than a domain error (for the log). */
  readonly onCrash?: (error: unknown, job: Job) => void;
}

type Waiter = (job: Job) => void;

/**
 * The queue without Redis: jobs run in this process as soon as they are submitted, through the
 * same handlers a worker process runs. Jobs live in memory: a restart forgets them (and a job
 * running then is not run again), which is why several processes need the Redis-backed queue.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly jobs = new Map<JobId, Job>();
  private readonly waiters = new Map<JobId, Set<Waiter>>();
  private readonly attempts: number;
  private readonly retentionMs: number;
  private readonly onCrash: (error: unknown, job: Job) => void;

  private resolved: JobHandlers | undefined;

  /**
   * `handlers` may be given as a function, called at the first run: the handlers are use cases
   * built over ports (this queue among them), so whoever composes them can hand this queue out
   * before they exist.
   */
  constructor(
    private readonly handlers: JobHandlers | (() => JobHandlers),
    private readonly clock: Clock,
    options: InProcessQueueOptions = {},
  ) {
    this.attempts = options.attempts ?? 3;
    this.retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
    this.onCrash = options.onCrash ?? (() => undefined);
  }

  async submit<P>(request: JobRequest<P>): Promise<Job> {
    this.forgetExpired();
    const job: Job = {
      id: request.id,
      kind: request.kind,
      ownerId: request.ownerId,
      status: "queued",
      createdAt: this.clock.now(),
      finishedAt: null,
      attempts: 0,
    };
    this.jobs.set(job.id, job);
    setImmediate(() => void this.run(job, request.payload));
    return job;
  }

  async find(id: JobId): Promise<Job | null> {
    return this.jobs.get(id) ?? null;
  }

  settled(id: JobId, timeoutMs: number): Promise<Job | null> {
    const job = this.jobs.get(id);
    if (!job) return Promise.resolve(null);
    if (job.finishedAt !== null) return Promise.resolve(job);
    return new Promise((resolve) => {
      const waiters = this.waiters.get(id) ?? new Set<Waiter>();
      this.waiters.set(id, waiters);
      const timer = setTimeout(() => {
        waiters.delete(done);
        resolve(null);
      }, timeoutMs);
      const done: Waiter = (finished) => {
        clearTimeout(timer);
        resolve(finished);
      };
      waiters.add(done);
    });
  }

  async stats(): Promise<QueueStats> {
    let waiting = 0;
    let running = 0;
    for (const job of this.jobs.values()) {
      if (job.status === "queued") waiting += 1;
      if (job.status === "running") running += 1;
    }
    return { waiting, running, workers: null };
  }

  async close(): Promise<void> {}

  private async run(job: Job, payload: unknown): Promise<void> {
    this.resolved ??= typeof this.handlers === "function" ? this.handlers() : this.handlers;
    const handler = this.resolved[job.kind];
    let outcome: JobOutcome = { ok: false, failure: JOB_CRASHED };
    for (let attempt = 1; handler && attempt <= this.attempts; attempt += 1) {
      this.jobs.set(job.id, { ...job, status: "running", attempts: attempt });
      try {
        outcome = await runJobHandler(handler as (p: unknown) => Promise<unknown>, payload as never, {
          jobId: job.id,
          ownerId: job.ownerId,
          attempt,
        });
        break;
      } catch (error) {
        this.onCrash(error, job);
        outcome = { ok: false, failure: JOB_CRASHED };
      }
    }
    const finished: Job = {
      ...(this.jobs.get(job.id) ?? job),
      status: statusOfOutcome(outcome),
      finishedAt: this.clock.now(),
      ...(outcome.ok ? { result: outcome.value } : { failure: outcome.failure }),
    };
    this.jobs.set(job.id, finished);
    for (const waiter of this.waiters.get(job.id) ?? []) waiter(finished);
    this.waiters.delete(job.id);
  }

  private forgetExpired(): void {
    const before = this.clock.now().getTime() - this.retentionMs;
    for (const [id, job] of this.jobs) {
      if (job.finishedAt !== null && job.finishedAt.getTime() < before) this.jobs.delete(id);
    }
  }
}
