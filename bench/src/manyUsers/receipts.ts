import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ReceiptUpload } from "./mix";

/**
 * The receipt upload of the mix: one real image, sent at most once into each wallet (the service
 * answers 409 to the same bytes in the same wallet again), remembered across the whole run.
 */
export const receiptUploads = (imagePath: string): ReceiptUpload => {
  const bytes = readFileSync(imagePath);
  const used = new Set<string>();
  return {
    forWallet: (walletId, categoryId) => {
      if (used.has(walletId)) return null;
      used.add(walletId);
      const boundary = `----finance-bench-${randomBytes(8).toString("hex")}`;
      const field = (name: string, value: string) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const body = Buffer.concat([
        field("walletId", walletId),
        field("categoryId", categoryId),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\n` +
            "Content-Type: image/png\r\n\r\n",
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, contentType: `multipart/form-data; boundary=${boundary}` };
    },
  };
};
