import type { Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import { invalidTransactionId, transactionNotFound, transactionOwnerMismatch } from "../../shared/domainErrors";
import { parseUuid, type TransactionId, type UserId } from "../../shared/Id";

/** By-id checks in the contract's order: malformed id, missing, another user's. */
export const findOwnedTransaction = async (
  transactions: TransactionRepo,
  userId: UserId,
  id: unknown,
): Promise<Transaction> => {
  const uuid = parseUuid<TransactionId>(id);
  if (!uuid) throw invalidTransactionId();
  const transaction = await transactions.findById(uuid);
  if (!transaction) throw transactionNotFound();
  if (transaction.userId !== userId) throw transactionOwnerMismatch();
  return transaction;
};
