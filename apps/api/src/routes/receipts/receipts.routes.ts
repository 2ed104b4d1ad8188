import { createRoute, z } from "@hono/zod-openapi";
import { type AuthEnv, type AuthMiddleware, requireAuth } from "../../http/auth";
import { input } from "../../http/fieldRules";
import { formBody } from "../../http/formBody";
import { requireMediaType } from "../../http/mediaType";
import { envelope, errorResponses, jsonResponse, protectedRoute } from "../../http/openapi";
import { ReceiptResultShape } from "./receipts.presenters";

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
  })
  .openapi("ReceiptUpload");

/** The form as it streams (`formBody`): at most 10 parts, the file at most RECEIPT_MAX_BYTES. */
const receiptFormBody: AuthMiddleware = (c, next) =>
  formBody<AuthEnv>({ maxFileBytes: c.var.services.config.receiptMaxBytes })(c, next);

/**
 * POST /transaction/receipt: one receipt image -> expense transactions, all or nothing.
 * Checks in order: token; the form as it streams (the whole body is already capped by
 * `bodyLimits` in createApp); the form's content (one file, both ids); the file's type by magic
 * bytes; then the use case: wallet and category ownership, OCR, the item rule, one batch.
 */
export const upload = createRoute({
  ...protectedRoute("transactions"),
  // Before the body is read: a JSON or urlencoded body is told what the route wants.
  middleware: [requireAuth, requireMediaType("multipart/form-data"), receiptFormBody] as [
    AuthMiddleware,
    AuthMiddleware,
    AuthMiddleware,
  ],
  method: "post",
  path: "/transaction/receipt",
  summary: "Record the items of a receipt image as expense transactions",
  description:
    "Multipart form: `receipt` (exactly one PNG, JPEG or WebP file), `walletId`, `categoryId`. " +
    "Each item line becomes one expense in the wallet's currency, dated with the receipt's date " +
    "(or now); a TAX / VAT line is an item when it is added on top of the items. All or nothing.",
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: ReceiptForm } } },
  },
  responses: {
    201: jsonResponse(
      envelope("RECEIPT_PROCESSED", ReceiptResultShape),
      "The receipt as read, the created transactions and the budgets they were allocated to",
    ),
    ...errorResponses(400, 401, 404, 409, 413, 415, 500),
  },
});
