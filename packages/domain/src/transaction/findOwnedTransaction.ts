import { DomainError } from "../shared/DomainError";
import { parseUuid } from "../shared/Id";
import type { Transaction } from "./Transaction";
import type { TransactionRepo } from "./TransactionRepo";

/** By-id checks in the contract's order: malformed id, missing, another user's. */
export const findOwnedTransaction = async (
  transactions: TransactionRepo,
  userId: string,
  id: unknown,
): Promise<Transaction> => {
  const uuid = parseUuid(id);
  if (!uuid) throw new DomainError("INVALID_TRANSACTION_ID", "Transaction id is not valid");
  const transaction = await transactions.findById(uuid);
  if (!transaction) throw new DomainError("TRANSACTION_NOT_FOUND", "Transaction not found");
  if (transaction.userId !== userId) {
    throw new DomainError("TRANSACTION_OWNER_MISMATCH", "Transaction belongs to another user");
  }
  return transaction;
};
