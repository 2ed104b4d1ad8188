import { createHash } from "node:crypto";
import { type Job, ocrResponseFailed } from "@finance/domain";
import { HttpError, JobFailedError } from "../../http/errors";
import { type AppRouteHandler, success } from "../../http/openapi";
import { prefersAsync } from "../../http/prefer";
import { jobLocation, presentJobRef } from "../jobs/jobs.presenters";
import { readImageDimensions, sniffReceiptImageType } from "./receipts.imageType";
import { RECEIPT_JOB, type ReceiptJobPayload, type ReceiptJobResult } from "./receipts.job";
import type * as routes from "./receipts.routes";

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const { receipt, walletId, categoryId, language } = c.req.valid("form");
  const { receiptMaxBytes: maxBytes, receiptMaxPixels: maxPixels } = c.get("services").config;
  if (receipt.size > maxBytes) {
    throw new HttpError("PAYLOAD_TOO_LARGE", `Receipt is larger than ${maxBytes} bytes`);
  }
  const bytes = new Uint8Array(await receipt.arrayBuffer());
  const mimeType = sniffReceiptImageType(bytes);
  if (mimeType === null) {
    throw new HttpError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
  }
  const size = readImageDimensions(bytes);
  if (size === null) {
    // A signature with no readable header after it is no PNG, JPEG or WebP.
    throw new HttpError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
  }
  if (size.width * size.height > maxPixels) {
    throw new HttpError(
      "PAYLOAD_TOO_LARGE",
      `Receipt image is ${size.width}x${size.height} pixels; at most ${maxPixels} pixels are read`,
    );
  }
  const payload: ReceiptJobPayload = {
    walletId,
    categoryId,
    imageBase64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
    mimeType,
    contentHash: createHash("sha256").update(bytes).digest("hex"),
    ...(language !== undefined && { language }),
  };
  const { submitJob } = c.get("useCases");
  if (prefersAsync(c.req.header("Prefer"))) {
    const job = await submitJob.execute(c.get("userId"), { kind: RECEIPT_JOB, payload });
    return c.json(success("RECEIPT_ACCEPTED", "Receipt accepted; its job reads it", { job: presentJobRef(job) }), 202, {
      Location: jobLocation(job.id),
      "Preference-Applied": "respond-async",
    });
  }
  const waitMs = c.get("services").config.jobs.waitMs;
  const job = await submitJob.execute(c.get("userId"), { kind: RECEIPT_JOB, payload, waitMs });
  return c.json(settledReceiptBody(job, waitMs), 201);
};

/**
 * The answer of a request that waited for its job: the job's body, or its failure thrown as if
 * the request had done the work. A job still unfinished after JOB_WAIT_MS (no worker took it, or
 * OCR is that slow) is an OCR timeout; the job may still finish and record its batch.
 */
const settledReceiptBody = (job: Job, waitMs: number): ReceiptJobResult => {
  if (job.status === "succeeded") return job.result as ReceiptJobResult;
  if (job.status === "failed" && job.failure) {
    throw new JobFailedError(job.failure.code, job.failure.message, job.failure.details);
  }
  throw ocrResponseFailed(`The receipt was not read within ${waitMs} ms (job ${job.id})`);
};
