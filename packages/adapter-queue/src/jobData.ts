import {
  JOB_CRASHED,
  type Job,
  type JobId,
  type JobOutcome,
  type JobStatus,
  statusOfOutcome,
  type UserId,
} from "@finance/domain";

/** What a BullMQ job's data holds: its owner, and the payload until the job finished. */
export interface BullJobData {
  readonly ownerId: UserId;
  readonly payload: unknown;
}

/** The parts of a BullMQ job the mapping reads (the class is generic over its backend). */
export interface BullJobView {
  readonly id?: string | undefined;
  readonly name: string;
  readonly data: BullJobData;
  readonly timestamp: number;
  readonly finishedOn?: number | undefined;
  readonly attemptsStarted: number;
  readonly returnvalue: unknown;
}

const isOutcome = (value: unknown): value is JobOutcome =>
  typeof value === "object" && value !== null && "ok" in value && typeof value.ok === "boolean";

/** BullMQ's state and return value in the port's terms. */
export const jobOf = (job: BullJobView, state: string): Job => {
  const base = {
    id: job.id as JobId,
    kind: job.name,
    ownerId: job.data.ownerId,
    createdAt: new Date(job.timestamp),
    finishedAt: null,
    attempts: job.attemptsStarted,
  };
  if (state === "completed" && isOutcome(job.returnvalue)) {
    const outcome = job.returnvalue;
    return {
      ...base,
      status: statusOfOutcome(outcome),
      finishedAt: new Date(job.finishedOn ?? job.timestamp),
      ...(outcome.ok ? { result: outcome.value } : { failure: outcome.failure }),
    };
  }
  if (state === "completed" || state === "failed") {
    // Retries used up (or an answer that is no outcome): the reason stays in the worker's log.
    return { ...base, status: "failed", finishedAt: new Date(job.finishedOn ?? job.timestamp), failure: JOB_CRASHED };
  }
  const status: JobStatus = state === "active" ? "running" : "queued";
  return { ...base, status };
};
