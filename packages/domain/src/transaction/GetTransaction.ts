import type { UserId } from "../shared/Id";
import { findOwnedTransaction } from "./findOwnedTransaction";
import type { Transaction } from "./Transaction";
import type { TransactionRepo } from "./TransactionRepo";

export class GetTransaction {
  constructor(private readonly transactions: TransactionRepo) {}

  execute(userId: UserId, id: string): Promise<Transaction> {
    return findOwnedTransaction(this.transactions, userId, id);
  }
}
