import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { transactionNotFound } from "../shared/domainErrors";
import type { TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";
import type { TransactionRepo } from "./TransactionRepo";

export class DeleteTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  async execute(userId: string, id: string): Promise<TransactionWithBudgets> {
    const owned = await findOwnedTransaction(this.transactions, userId, id);
    const deleted = await this.transactions.delete(owned.id);
    if (!deleted) throw transactionNotFound();
    return { transaction: deleted, budgets: await this.allocator.touchedBy([deleted]) };
  }
}
