import { CreateTransactionsFromReceipt } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import type { AuthEnv, AuthMiddleware } from "../http/auth";
import { HttpError } from "../http/errors";
import { input } from "../http/fieldRules";
import { formBody } from "../http/formBody";
import { requireMediaType } from "../http/mediaType";
import { envelope, errorResponses, jsonResponse, newRouter, protectedRoute, success } from "../http/openapi";
import { sniffReceiptImageType } from "./receipts.imageType";
import { presentReceiptTransactions, ReceiptResultShape } from "./receipts.presenters";

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

/**
 * POST /transaction/receipt: one receipt image -> expense transactions, all or nothing.
 * Checks in order: token; the form as it streams (`formBody`: at most 10 parts, the file at most
 * RECEIPT_MAX_BYTES; the whole body is already capped by `bodyLimits` in createApp); the form's
 * content (one file, both ids); the file's type by magic bytes; then the use case: wallet and
 * category ownership, OCR, the item rule, one batch.
 */
export const receiptRoutes: RouteModule = (ctx) => {
  const { deps } = ctx;
  const { transactions, wallets, categories } = deps.repositories;
  const createFromReceipt = new CreateTransactionsFromReceipt(
    deps.ocr,
    transactions,
    wallets,
    categories,
    ctx.useCases.allocator,
    deps.ids,
    deps.clock,
  );
  const maxBytes = deps.config.receiptMaxBytes;
  const authenticated = protectedRoute(ctx.requireAuth, "transactions");

  const upload = createRoute({
    ...authenticated,
    // Before the body is read: a JSON or urlencoded body is told what the route wants.
    middleware: [
      ctx.requireAuth,
      requireMediaType("multipart/form-data"),
      formBody<AuthEnv>({ maxFileBytes: maxBytes }),
    ] as [AuthMiddleware, AuthMiddleware, AuthMiddleware],
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

  const router = newRouter();
  router.openapi(upload, async (c) => {
    const { receipt, walletId, categoryId } = c.req.valid("form");
    if (receipt.size > maxBytes) {
      throw new HttpError("PAYLOAD_TOO_LARGE", `Receipt is larger than ${maxBytes} bytes`);
    }
    const bytes = new Uint8Array(await receipt.arrayBuffer());
    const mimeType = sniffReceiptImageType(bytes);
    if (mimeType === null) {
      throw new HttpError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
    }
    const result = await createFromReceipt.execute(c.get("userId"), {
      walletId,
      categoryId,
      image: { bytes, mimeType },
    });
    return c.json(success("RECEIPT_PROCESSED", "Receipt processed", presentReceiptTransactions(result)), 201);
  });
  return router;
};
