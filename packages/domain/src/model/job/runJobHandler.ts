import { isDomainError } from "../../shared/DomainError";
import type { JobOutcome } from "./Job";
import type { JobHandler, JobRun } from "./JobQueue";

/**
 * Runs a handler once: its value or its domain error becomes the outcome (final, kept with the
 * job); anything else is rethrown for the queue to retry. Every queue runs handlers through this.
 */
export const runJobHandler = async <P, R>(
  handler: JobHandler<P, R>,
  payload: P,
  run: JobRun,
): Promise<JobOutcome<R>> => {
  try {
    return { ok: true, value: await handler(payload, run) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      ok: false,
      failure: {
        code: error.code,
        message: error.message,
        ...(error.details && error.details.length > 0 && { details: [...error.details] }),
      },
    };
  }
};
