import { createHash } from "node:crypto";
import { CreateTransactionsFromReceipt, DomainError } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import type { AuthMiddleware } from "../http/auth";
import { envelope, errorResponses, jsonResponse, newRouter, protectedRoute, success } from "../http/openapi";
import { ONE_FILE, receiptFormReader } from "./receipts.form";
import { readImageDimensions, sniffReceiptImageType } from "./receipts.imageType";
import { receiptsInFlight } from "./receipts.inFlight";
import { presentReceiptTransactions, ReceiptResultShape } from "./receipts.presenters";

/**
 * The multipart form. Hono's form parsing turns a repeated field into an array, so two files
 * fail the same check as none. The file's type is judged by its bytes in the handler.
 */
const ReceiptForm = z
  .strictObject({
    receipt: z
      .custom<File>((value) => value instanceof Blob, { message: ONE_FILE })
      .openapi({ type: "string", format: "binary", description: "PNG, JPEG or WebP image of the receipt" }),
    walletId: z.string({ error: "walletId is required" }).openapi({ format: "uuid" }),
    categoryId: z.string({ error: "categoryId is required" }).openapi({ format: "uuid" }),
  })
  .openapi("ReceiptUpload");

/**
 * POST /transaction/receipt: one receipt image -> expense transactions, all or nothing.
 * Checks in order: token; the user's receipts in flight (RECEIPT_MAX_IN_FLIGHT_PER_USER); the form
 * as it streams (at most three parts, one file of at most RECEIPT_MAX_BYTES; the whole body is
 * already capped by `bodyLimits` in createApp); the file's type by magic bytes and its pixels from
 * the header (RECEIPT_MAX_PIXELS, nothing decoded); then the use case: wallet and category
 * ownership, the same receipt recorded before (SHA-256 of the bytes), OCR, the item rule, one batch.
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
  const { receiptMaxBytes: maxBytes, receiptMaxPixels: maxPixels } = deps.config;

  const upload = createRoute({
    ...protectedRoute(ctx.requireAuth, "transactions"),
    middleware: [
      ctx.requireAuth,
      receiptsInFlight(deps.config.receiptMaxInFlightPerUser),
      receiptFormReader({ maxFileBytes: maxBytes }) as AuthMiddleware,
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
      ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500),
    },
  });

  const router = newRouter();
  router.openapi(upload, async (c) => {
    const { receipt, walletId, categoryId } = c.req.valid("form");
    if (receipt.size > maxBytes) {
      throw new DomainError("PAYLOAD_TOO_LARGE", `Receipt is larger than ${maxBytes} bytes`);
    }
    const bytes = new Uint8Array(await receipt.arrayBuffer());
    const mimeType = sniffReceiptImageType(bytes);
    if (mimeType === null) {
      throw new DomainError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
    }
    const size = readImageDimensions(bytes);
    if (size === null) {
      // A signature with no readable header after it is no PNG, JPEG or WebP.
      throw new DomainError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
    }
    if (size.width * size.height > maxPixels) {
      throw new DomainError(
        "PAYLOAD_TOO_LARGE",
        `Receipt image is ${size.width}x${size.height} pixels; at most ${maxPixels} pixels are read`,
      );
    }
    const result = await createFromReceipt.execute(c.get("userId"), {
      walletId,
      categoryId,
      image: { bytes, mimeType },
      contentHash: createHash("sha256").update(bytes).digest("hex"),
    });
    return c.json(success("RECEIPT_PROCESSED", "Receipt processed", presentReceiptTransactions(result)), 201);
  });
  return router;
};
