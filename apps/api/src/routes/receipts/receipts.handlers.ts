import { createHash } from "node:crypto";
import { HttpError } from "../../http/errors";
import { type AppRouteHandler, success } from "../../http/openapi";
import { readImageDimensions, sniffReceiptImageType } from "./receipts.imageType";
import { presentReceiptTransactions } from "./receipts.presenters";
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
  const result = await c.get("useCases").createTransactionsFromReceipt.execute(c.get("userId"), {
    walletId,
    categoryId,
    image: { bytes, mimeType },
    contentHash: createHash("sha256").update(bytes).digest("hex"),
    ...(language !== undefined && { language }),
  });
  return c.json(success("RECEIPT_PROCESSED", "Receipt processed", presentReceiptTransactions(result)), 201);
};
