import type { components } from "@finance/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateMoney } from "./invalidate";
import { unwrap } from "./result";

export type ReceiptResult = {
  receipt: components["schemas"]["Receipt"];
  transactions: components["schemas"]["Transaction"][];
  budgets: components["schemas"]["BudgetAllocation"][];
};

export interface ReceiptUpload {
  readonly image: File;
  readonly walletId: string;
  readonly categoryId: string;
}

/**
 * The receipt form as the route reads it: `receipt` (the file), `walletId`, `categoryId`. The
 * generated type says `receipt: string` (OpenAPI's `format: binary`), so the FormData is cast to it
 * here and only here; openapi-fetch sends a FormData body as it is and lets the browser set the
 * multipart boundary.
 */
const receiptForm = (upload: ReceiptUpload): components["schemas"]["ReceiptUpload"] => {
  const form = new FormData();
  form.append("walletId", upload.walletId);
  form.append("categoryId", upload.categoryId);
  form.append("receipt", upload.image, upload.image.name || "receipt");
  return form as unknown as components["schemas"]["ReceiptUpload"];
};

/** Reads a receipt image into expenses (OCR takes seconds); every figure the expenses touch is refreshed. */
export const useUploadReceipt = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: ReceiptUpload): Promise<ReceiptResult> => {
      const answer = await unwrap(api.POST("/api/v1/transaction/receipt", { body: receiptForm(upload) }));
      // Without `Prefer: respond-async` the service answers the read receipt (201), never a job (202).
      if (answer.code !== "RECEIPT_PROCESSED") throw new Error("The receipt was accepted but not read yet");
      const { receipt, transactions, budgets } = answer;
      return { receipt, transactions, budgets };
    },
    onSuccess: () => invalidateMoney(queryClient),
  });
};
