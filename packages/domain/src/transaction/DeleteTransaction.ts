import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { transactionNotFound } from "../shared/domainErrors";
import type { TransferRepo } from "../transfer/TransferRepo";
import type { TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";
import type { TransactionRepo } from "./TransactionRepo";

/**
 * Removes a transaction and gives its amount back to its wallet. A transfer's leg takes the whole
 * transfer with it (both legs, both balances): half a transfer would be money from nowhere.
 */
export class DeleteTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly transfers: TransferRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  async execute(userId: string, id: string): Promise<TransactionWithBudgets> {
    const owned = await findOwnedTransaction(this.transactions, userId, id);
    if (owned.transferId !== null) {
      if (!(await this.transfers.delete(owned.transferId))) throw transactionNotFound();
      return { transaction: owned, budgets: [] };
    }
    const deleted = await this.transactions.delete(owned.id);
    if (!deleted) throw transactionNotFound();
    return { transaction: deleted, budgets: await this.allocator.touchedBy([deleted]) };
  }
}
