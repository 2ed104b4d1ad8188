import { DomainError } from "@finance/domain";
import { type AppRouteHandler, success } from "../../http/openapi";
import { sniffReceiptImageType } from "./receipts.imageType";
import { presentReceiptTransactions } from "./receipts.presenters";
import type * as routes from "./receipts.routes";

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const { receipt, walletId, categoryId } = c.req.valid("form");
  const maxBytes = c.var.services.config.receiptMaxBytes;
  if (receipt.size > maxBytes) {
    throw new DomainError("PAYLOAD_TOO_LARGE", `Receipt is larger than ${maxBytes} bytes`);
  }
  const bytes = new Uint8Array(await receipt.arrayBuffer());
  const mimeType = sniffReceiptImageType(bytes);
  if (mimeType === null) {
    throw new DomainError("UNSUPPORTED_RECEIPT_TYPE", "Receipt must be a PNG, JPEG or WebP image");
  }
  const result = await c.var.useCases.createTransactionsFromReceipt.execute(c.var.userId, {
    walletId,
    categoryId,
    image: { bytes, mimeType },
  });
  return c.json(success("RECEIPT_PROCESSED", "Receipt processed", presentReceiptTransactions(result)), 201);
};
