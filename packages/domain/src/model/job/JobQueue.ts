import type { UserId } from "../../shared/Id";
import type { Job, JobId } from "./Job";

/** What a submitter asks for; `payload` must survive JSON (a queue may keep it in another process). */
export interface JobRequest<P = unknown> {
  readonly id: JobId;
  readonly kind: string;
  readonly ownerId: UserId;
  readonly payload: P;
}

/** What a handler is told about the run it is in. */
export interface JobRun {
  readonly jobId: JobId;
  readonly ownerId: UserId;
  /** 1 on the first run; more after a crash, so a handler can find what an earlier run wrote. */
  readonly attempt: number;
}

/**
 * The work of one kind of job. It must be idempotent: a run may be repeated after a crash, even
 * after the earlier run wrote its change, and must then record nothing twice.
 */
export type JobHandler<P = unknown, R = unknown> = (payload: P, run: JobRun) => Promise<R>;

/** The handlers by kind: the same map runs in the API process and in a worker process. */
export type JobHandlers = Readonly<Record<string, JobHandler<never, unknown>>>;

/** How busy the queue is, for readiness and operators. */
export interface QueueStats {
  /** Jobs waiting for a worker (queued, delayed or waiting to be retried). */
  readonly waiting: number;
  readonly running: number;
  /** Worker processes seen alive by the queue; null when the queue cannot tell (in process: the process itself). */
  readonly workers: number | null;
}

/**
 * Port: where jobs wait and run. Implementations: in the API process (no Redis), or a Redis-backed
 * queue whose worker processes run the same handlers on any machine.
 */
export interface JobQueue {
  submit<P>(request: JobRequest<P>): Promise<Job>;
  /** The job as it is now, or null when unknown or expired. */
  find(id: JobId): Promise<Job | null>;
  /**
   * Resolves with the job once it succeeded or failed; null when it is still not done after
   * `timeoutMs`.
   */
  settled(id: JobId, timeoutMs: number): Promise<Job | null>;
  stats(): Promise<QueueStats>;
  close(): Promise<void>;
}
