import type { Job, JobId } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { isApiErrorCode, statusOf } from "../../http/errorStatus";

/** Where a job is read: the `Location` of a 202 (the API's base path is fixed by the contract). */
export const jobLocation = (id: JobId): string => `/api/v1/jobs/${id}`;

/** The status the synchronous route answers a failure with; a crash (INTERNAL_ERROR) is a 500. */
const statusOfCode = (code: string): number => (isApiErrorCode(code) ? statusOf(code) : 500);

const jobRefFields = {
  id: z.string().openapi({ format: "uuid" }),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  createdAt: z.string().openapi({ format: "date-time" }),
};

export const JobRefShape = z.object(jobRefFields).openapi("JobRef");

/** What a 202 names: enough to poll. */
export const presentJobRef = (job: Job) => ({
  id: job.id,
  status: job.status,
  createdAt: job.createdAt.toISOString(),
});

export const JobShape = z
  .object({
    ...jobRefFields,
    kind: z.string().openapi({ example: "receipt.read" }),
    attempts: z.number().int(),
    finishedAt: z.string().openapi({ format: "date-time" }).nullable(),
    result: z.record(z.string(), z.unknown()).optional().openapi({
      description: "When succeeded: the body the synchronous route answers (for a receipt, 201 RECEIPT_PROCESSED)",
    }),
    error: z
      .object({
        status: z.number().int(),
        code: z.string(),
        message: z.string(),
        error: z.string(),
        details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      })
      .optional()
      .openapi({ description: "When failed: the error body the synchronous route answers, and its status" }),
  })
  .openapi("Job");

/** A job with its result or its failure in the shape the synchronous route answers. */
export const presentJob = (job: Job) => ({
  ...presentJobRef(job),
  kind: job.kind,
  attempts: job.attempts,
  finishedAt: job.finishedAt?.toISOString() ?? null,
  ...(job.status === "succeeded" && { result: job.result as Record<string, unknown> }),
  ...(job.failure && {
    error: {
      status: statusOfCode(job.failure.code),
      code: job.failure.code,
      message: job.failure.message,
      error: job.failure.message,
      ...(job.failure.details && job.failure.details.length > 0 && { details: [...job.failure.details] }),
    },
  }),
});
