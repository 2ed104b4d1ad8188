import { createRoute, z } from "@hono/zod-openapi";
import { type AuthEnv, type AuthMiddleware, requireAuth } from "../../http/auth";
import { formBody } from "../../http/formBody";
import { idempotentPost } from "../../http/idempotency";
import { requireMediaType } from "../../http/mediaType";
import { envelope, errorResponses, jsonResponse, protectedRoute } from "../../http/openapi";
import { userUploadsInFlight } from "../../http/uploadsInFlight";
import { JobRefShape } from "../jobs/jobs.presenters";
import { input } from "../shared/fieldRules";
import { ReceiptResultShape } from "./receipts.presenters";

/** A receipt upload is `receipt`, `walletId`, `categoryId` and optionally `language`. */
export const RECEIPT_FORM_MAX_PARTS = 4;

/**
 * A BCP 47 language tag as clients send them: a 2-3 letter language, then optional script,
 * region or variant subtags (`ja`, `ko-KR`, `zh-Hant`, `vi`). At most 35 characters (RFC 5646's
 * longest useful tag).
 */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const ONE_FILE = "Exactly one file is required in the receipt field";

/**
 * The multipart form. Hono's form parsing turns a repeated field into an array, so two files
 * fail the same check as none. The file's type is judged by its bytes in the handler.
 */
const ReceiptForm = z
  .strictObject({
    receipt: z
      .custom<File>((value) => value instanceof Blob, { message: ONE_FILE })
      .openapi({ type: "string", format: "binary", description: "PNG, JPEG or WebP image of the receipt" }),
    walletId: input.string().openapi({ format: "uuid" }),
    categoryId: input.string().openapi({ format: "uuid" }),
    language: input
      .string()
      .max(35, { message: "language must be a BCP 47 language tag such as ja, ko-KR or zh-Hant" })
      .regex(LANGUAGE_TAG, { message: "language must be a BCP 47 language tag such as ja, ko-KR or zh-Hant" })
      .optional()
      .openapi({
        description:
          "The receipt's language, a BCP 47 tag (`ja`, `ko`, `zh-Hant`, `vi`, `de` ...). Optional: " +
          "without it the recogniser is chosen from what the OCR sees; with it, from the tag.",
        example: "ja",
      }),
  })
  .openapi("ReceiptUpload");

/** The form as it streams (`formBody`): at most four parts, one file of at most RECEIPT_MAX_BYTES. */
const receiptFormBody: AuthMiddleware = (c, next) =>
  formBody<AuthEnv>({
    maxFileBytes: c.get("services").config.receiptMaxBytes,
    maxParts: RECEIPT_FORM_MAX_PARTS,
    maxFiles: 1,
  })(c, next);

/** The caller's receipts in flight (RECEIPT_MAX_IN_FLIGHT_PER_USER), counted by the app's one counter. */
const receiptsInFlight: AuthMiddleware = (c, next) => c.get("services").receiptsInFlight(c, next);

/**
 * POST /transaction/receipt: one receipt image -> expense transactions, all or nothing.
 * Checks in order: token; the media type (JSON is told the route wants a form); the user's
 * receipts in flight (RECEIPT_MAX_IN_FLIGHT_PER_USER); the form as it streams (at most four parts, one file of at most RECEIPT_MAX_BYTES; the whole body is
 * already capped by `bodyLimits` in createApp); the file's type by magic bytes and its pixels from
 * the header (RECEIPT_MAX_PIXELS, nothing decoded); then the use case: wallet and category
 * ownership, the same receipt recorded before (SHA-256 of the bytes), OCR, the item rule, one batch.
 */
export const upload = createRoute({
  ...protectedRoute("transactions"),
  // Before the body is read: the media type, then the caller's receipts in flight, then the form
  // as it streams, refused at its first part over the cap; then the Idempotency-Key, over the parsed form.
  middleware: [
    requireAuth,
    requireMediaType("multipart/form-data"),
    receiptsInFlight,
    userUploadsInFlight,
    receiptFormBody,
    idempotentPost,
  ] as [AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware],
  operationId: "uploadReceipt",
  method: "post",
  path: "/transaction/receipt",
  summary: "Record the items of a receipt image as expense transactions",
  description:
    "Multipart form: `receipt` (exactly one PNG, JPEG or WebP file), `walletId`, `categoryId`, " +
    "optionally `language` (the receipt's BCP 47 language tag, a hint for the OCR). " +
    "Each item line becomes one expense in the wallet's currency, dated with the receipt's date " +
    "(or now); a TAX / VAT line is an item when it is added on top of the items. All or nothing.",
  request: {
    headers: z.object({
      Prefer: z.string().optional().openapi({
        description: "`respond-async`: answer 202 with the job at once instead of waiting for the OCR",
        example: "respond-async",
      }),
    }),
    body: { required: true, content: { "multipart/form-data": { schema: ReceiptForm } } },
  },
  responses: {
    201: jsonResponse(
      envelope("RECEIPT_PROCESSED", ReceiptResultShape),
      "The receipt as read, the created transactions and the budgets they were allocated to",
    ),
    202: {
      ...jsonResponse(
        envelope("RECEIPT_ACCEPTED", { job: JobRefShape }),
        "With `Prefer: respond-async`: the receipt is read by a job; poll `Location` (`GET /jobs/:id`)",
      ),
      headers: z.object({
        Location: z.string().openapi({ example: "/api/v1/jobs/0190f5d2-8c4e-7b1a-9a3e-1c2d3e4f5a6b" }),
      }),
    },
    ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500),
  },
});
