import type { ErrorDetail } from "../../shared/DomainError";
import type { Id, UserId } from "../../shared/Id";

export type JobId = Id<"Job">;

/** Where a job is: waiting for a worker, in one, or done either way. */
export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Why a job failed, as the failure would have been answered had the work run inside the request:
 * a domain error's code, message and details, or INTERNAL_ERROR when the work kept crashing.
 */
export interface JobFailure {
  readonly code: string;
  readonly message: string;
  readonly details?: readonly ErrorDetail[];
}

/**
 * What a handler's run ended with. A domain error is an answer, not a crash: it is stored as the
 * job's failure at once and never retried; anything else thrown is retried by the queue.
 */
export type JobOutcome<R = unknown> =
  | { readonly ok: true; readonly value: R }
  | { readonly ok: false; readonly failure: JobFailure };

/** A unit of work run outside the request that asked for it, owned by the user who asked. */
export interface Job<R = unknown> {
  readonly id: JobId;
  /** Names the handler that runs it (e.g. `receipt.read`). */
  readonly kind: string;
  readonly ownerId: UserId;
  readonly status: JobStatus;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  /** Runs started so far (more than one after a crash or a stalled worker). */
  readonly attempts: number;
  /** Set when succeeded. */
  readonly result?: R;
  /** Set when failed. */
  readonly failure?: JobFailure;
}

/** The failure stored for a job whose handler kept throwing something other than a domain error. */
export const JOB_CRASHED: JobFailure = { code: "INTERNAL_ERROR", message: "Internal server error" };

/** A job's status once its run ended with `outcome`. */
export const statusOfOutcome = (outcome: JobOutcome): JobStatus => (outcome.ok ? "succeeded" : "failed");
