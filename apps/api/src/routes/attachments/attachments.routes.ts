import { invalidTransactionId, MAX_ATTACHMENTS_PER_TRANSACTION } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { type AuthEnv, type AuthMiddleware, requireAuth } from "../../http/auth";
import { formBody } from "../../http/formBody";
import { idempotentPost } from "../../http/idempotency";
import { requireMediaType } from "../../http/mediaType";
import { envelope, errorResponses, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { userUploadsInFlight } from "../../http/uploadsInFlight";
import { AttachmentSchema } from "./attachments.presenters";

const ONE_FILE = "Exactly one file is required in the file field";

const TransactionIdParams = z.object({ id: uuidParam("id", invalidTransactionId) });
const AttachmentIdParams = z.object({ id: uuidParam("id") });

/** One part: the file. Its type is judged by its bytes in the handler, never by the part's Content-Type. */
const AttachmentForm = z
  .strictObject({
    file: z
      .custom<File>((value) => value instanceof Blob, { message: ONE_FILE })
      .openapi({ type: "string", format: "binary", description: "A PNG, JPEG, WebP or PDF file" }),
  })
  .openapi("AttachmentUpload");

/** The form as it streams: one part, one file of at most ATTACHMENT_MAX_BYTES (413 past it, the rest unread). */
const attachmentFormBody: AuthMiddleware = (c, next) =>
  formBody<AuthEnv>({ maxFileBytes: c.get("services").config.files.attachmentMaxBytes, maxParts: 1, maxFiles: 1 })(
    c,
    next,
  );

export const upload = createRoute({
  ...protectedRoute("attachments"),
  operationId: "addAttachment",
  // The caller's uploads in flight, the form as it streams, then the Idempotency-Key over the parsed form (as the receipt route).
  middleware: [
    requireAuth,
    requireMediaType("multipart/form-data"),
    userUploadsInFlight,
    attachmentFormBody,
    idempotentPost,
  ] as [AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware],
  method: "post",
  path: "/transaction/{id}/attachments",
  summary: "Keep a file (PNG, JPEG, WebP or PDF) with one of your transactions",
  description:
    "Multipart form with exactly one part, `file`. The type is read from the file's first bytes " +
    "(a Content-Type or file name that says otherwise is ignored); anything else is 415 " +
    "UNSUPPORTED_ATTACHMENT_TYPE. At most ATTACHMENT_MAX_BYTES (default 10 MiB; 413 past it) and " +
    `${MAX_ATTACHMENTS_PER_TRANSACTION} attachments per transaction (409 ATTACHMENT_LIMIT_REACHED); ` +
    "the user's stored files together at most STORAGE_QUOTA_BYTES (413 STORAGE_QUOTA_EXCEEDED, nothing stored); " +
    "at most UPLOAD_MAX_IN_FLIGHT_PER_USER uploads of one user at once (429 RATE_LIMITED).",
  request: {
    params: TransactionIdParams,
    body: { required: true, content: { "multipart/form-data": { schema: AttachmentForm } } },
  },
  responses: {
    201: jsonResponse(envelope("ATTACHMENT_CREATED", { attachment: AttachmentSchema }), "The stored attachment"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

export const list = createRoute({
  ...protectedRoute("attachments"),
  operationId: "listAttachments",
  method: "get",
  path: "/transaction/{id}/attachments",
  summary: "The attachments of one of your transactions, oldest first",
  request: { params: TransactionIdParams },
  responses: {
    200: jsonResponse(
      envelope("ATTACHMENTS_FETCHED", { attachments: z.array(AttachmentSchema) }),
      "The transaction's attachments",
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

const FILE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
const binary = { schema: z.string().openapi({ type: "string", format: "binary" }) };

export const download = createRoute({
  ...protectedRoute("attachments"),
  operationId: "downloadAttachment",
  method: "get",
  path: "/attachments/{id}",
  summary: "The file itself, streamed with its content type",
  description:
    "Answers the bytes with `Content-Type` (the type read at upload), `Content-Length`, " +
    '`X-Content-Type-Options: nosniff` and `Content-Disposition: attachment; filename="<id>.<ext>"`. ' +
    "Another user's attachment is 404 ATTACHMENT_NOT_FOUND, like a missing one.",
  request: { params: AttachmentIdParams },
  responses: {
    200: {
      description: "The file",
      content: Object.fromEntries(FILE_TYPES.map((type) => [type, binary])),
    },
    ...errorResponses(400, 401, 404),
  },
});

export const remove = createRoute({
  ...protectedRoute("attachments"),
  operationId: "deleteAttachment",
  method: "delete",
  path: "/attachments/{id}",
  summary: "Delete one of your attachments (its file goes unless another transaction of its receipt keeps it)",
  request: { params: AttachmentIdParams },
  responses: {
    200: jsonResponse(envelope("ATTACHMENT_DELETED", { attachment: AttachmentSchema }), "The deleted attachment"),
    ...errorResponses(400, 401, 404),
  },
});
