import type { CreateTransactionsFromReceipt, JobHandler, TransactionId, UserId } from "@finance/domain";
import { success } from "../../http/openapi";
import { presentReceiptTransactions } from "./receipts.presenters";

/** The kind of job that reads one uploaded receipt and records its batch. */
export const RECEIPT_JOB = "receipt.read";

/**
 * What a receipt job carries, as JSON: the checked upload. The image bytes travel with the job
 * (base64, in Redis while the job lives), so a worker on any machine can read them.
 */
export interface ReceiptJobPayload {
  readonly walletId: string;
  readonly categoryId: string;
  readonly imageBase64: string;
  readonly mimeType: "image/png" | "image/jpeg" | "image/webp";
  readonly contentHash: string;
  readonly language?: string;
}

/** The body the synchronous route answers with 201 (and `GET /jobs/:id` repeats). */
export type ReceiptJobResult = ReturnType<typeof receiptBody>;

const receiptBody = (result: Parameters<typeof presentReceiptTransactions>[0]) =>
  success("RECEIPT_PROCESSED", "Receipt processed", presentReceiptTransactions(result));

/**
 * Reads and records one receipt. The batch's first transaction takes the job's id: a run repeated
 * after a crash finds the batch an earlier run recorded and answers it, recording nothing twice.
 */
export const receiptJobHandler =
  (useCase: Pick<CreateTransactionsFromReceipt, "execute">): JobHandler<ReceiptJobPayload, ReceiptJobResult> =>
  async (payload, run) =>
    receiptBody(
      await useCase.execute(run.ownerId as UserId, {
        walletId: payload.walletId,
        categoryId: payload.categoryId,
        image: { bytes: new Uint8Array(Buffer.from(payload.imageBase64, "base64")), mimeType: payload.mimeType },
        contentHash: payload.contentHash,
        firstTransactionId: run.jobId as string as TransactionId,
        ...(payload.language !== undefined && { language: payload.language }),
      }),
    );
