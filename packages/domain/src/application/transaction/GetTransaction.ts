import type { Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { UserId } from "../../shared/Id";
import { findOwnedTransaction } from "./findOwnedTransaction";

export class GetTransaction {
  constructor(private readonly transactions: TransactionRepo) {}

  execute(userId: UserId, id: string): Promise<Transaction> {
    return findOwnedTransaction(this.transactions, userId, id);
  }
}
