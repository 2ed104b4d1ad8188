import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore } from "../../model/attachment/FileStore";
import { removeUnusedFiles } from "../../model/attachment/removeUnusedFiles";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { transactionNotFound } from "../../shared/domainErrors";
import type { TransactionId, UserId } from "../../shared/Id";
import { settledValue } from "../../shared/settled";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import type { TransactionWithBudgets } from "./CreateTransaction";
import { findOwnedTransaction } from "./findOwnedTransaction";

/**
 * Removes a transaction and gives its amount back to its wallet. A transfer's leg takes the whole
 * transfer with it (both legs, both balances): half a transfer would be money from nowhere.
 * Attachment rows go with their transaction in the same write; then the files no other row still
 * points at are deleted (a receipt image stays while another transaction read off that receipt
 * keeps it). A file attached while this runs is left to the orphan sweep.
 */
export class DeleteTransaction {
  constructor(
    private readonly transactions: TransactionRepo,
    private readonly transfers: TransferRepo,
    private readonly allocator: BudgetAllocator,
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
  ) {}

  async execute(userId: UserId, id: string): Promise<TransactionWithBudgets> {
    const owned = await findOwnedTransaction(this.transactions, userId, id);
    if (owned.transferId !== null) {
      const transfer = await this.transfers.findById(owned.transferId);
      const legs = transfer ? [transfer.outgoingTransactionId, transfer.incomingTransactionId] : [owned.id];
      const fileKeys = await this.fileKeysOf(legs);
      if (!(await this.transfers.delete(owned.transferId))) throw transactionNotFound();
      await removeUnusedFiles(this.attachments, this.files, fileKeys);
      return { transaction: owned, budgets: [] };
    }
    const fileKeys = await this.fileKeysOf([owned.id]);
    const [removed, touched] = await Promise.allSettled([
      this.transactions.delete(owned.id),
      this.allocator.budgetsTouchedBy([owned]),
    ]);
    const deleted = settledValue(removed);
    if (!deleted) throw transactionNotFound();
    await removeUnusedFiles(this.attachments, this.files, fileKeys);
    // An edit that landed between the read and the delete may have moved the row to other budgets.
    const budgets =
      deleted.version === owned.version ? settledValue(touched) : await this.allocator.budgetsTouchedBy([deleted]);
    return { transaction: deleted, budgets: await this.allocator.progressOfTouched(budgets) };
  }

  private async fileKeysOf(transactionIds: readonly TransactionId[]): Promise<string[]> {
    const rows = await Promise.all(transactionIds.map((txId) => this.attachments.listByTransaction(txId)));
    return rows.flat().map((attachment) => attachment.fileKey);
  }
}
