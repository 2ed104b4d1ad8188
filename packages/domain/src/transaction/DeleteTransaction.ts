import type { AttachmentRepo } from "../attachment/AttachmentRepo";
import type { FileStore } from "../attachment/FileStore";
import { removeUnusedFiles } from "../attachment/removeUnusedFiles";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { transactionNotFound } from "../shared/domainErrors";
import type { TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";
import type { TransactionRepo } from "./TransactionRepo";

/**
 * Removes one of the caller's transactions (its attachment rows go with it, in the same write) and
 * then the files no other row still points at (a receipt image stays while another transaction
 * read off that receipt keeps it). A file attached while this runs is left to the orphan sweep.
 */
export class DeleteTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly allocator: BudgetAllocator,
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
  ) {}

  async execute(userId: string, id: string): Promise<TransactionWithBudgets> {
    const owned = await findOwnedTransaction(this.transactions, userId, id);
    const attached = await this.attachments.listByTransaction(owned.id);
    const deleted = await this.transactions.delete(owned.id);
    if (!deleted) throw transactionNotFound();
    await removeUnusedFiles(
      this.attachments,
      this.files,
      attached.map((attachment) => attachment.fileKey),
    );
    return { transaction: deleted, budgets: await this.allocator.touchedBy([deleted]) };
  }
}
