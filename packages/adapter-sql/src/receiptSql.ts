import type { ReceiptFingerprint, Transaction, TransactionId } from "@finance/domain";
import { and, eq, type SQL } from "drizzle-orm";
import { storedIds } from "./mappers";
import type { ReceiptBatchesTable } from "./tables";

/** The row of one receipt: the same image bytes, user and wallet. */
export const receiptIs = (batches: ReceiptBatchesTable, receipt: ReceiptFingerprint): SQL =>
  and(
    eq(batches.userId, receipt.userId),
    eq(batches.walletId, receipt.walletId),
    eq(batches.contentHash, receipt.contentHash),
  ) as SQL;

/** What is stored for a receipt's batch: its transactions' ids in the batch's order. */
export const receiptBatchRow = (receipt: ReceiptFingerprint, batch: readonly Transaction[]) => ({
  ...receipt,
  transactionIds: batch.map((row) => row.id),
  createdAt: new Date(),
});

/** The earlier batch's ids that still exist (`found` among them), in the batch's order. */
export const stillLive = (batchIds: readonly string[], found: readonly { id: string }[]): TransactionId[] => {
  const live = new Set(found.map(({ id }) => id));
  return storedIds(batchIds.filter((id) => live.has(id)));
};
