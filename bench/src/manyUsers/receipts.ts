import { readFileSync } from "node:fs";
import { distinctPng, receiptForm } from "../multipart";
import type { ReceiptUpload } from "./mix";

/**
 * The receipt upload of the mix: one real image, sent at most once into each wallet (the service
 * answers 409 to the same bytes in the same wallet again), remembered across the whole run. The
 * image carries a number of this run, so a run on reused data does not resend an earlier run's bytes.
 */
export const receiptUploads = (imagePath: string): ReceiptUpload => {
  const bytes = distinctPng(readFileSync(imagePath), Date.now());
  const used = new Set<string>();
  return {
    forWallet: (walletId, categoryId) => {
      if (used.has(walletId)) return null;
      used.add(walletId);
      return receiptForm({ walletId, categoryId }, { name: "receipt.png", type: "image/png", bytes });
    },
  };
};
