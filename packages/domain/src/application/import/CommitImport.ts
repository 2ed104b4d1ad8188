import type { BudgetProgress } from "../../model/budget/Budget";
import type { EventFactory } from "../../model/event/DomainEvent";
import { committedTransaction, type Import } from "../../model/import/Import";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { Transaction } from "../../model/transaction/Transaction";
import { assertWalletCurrency, assertWalletOpen } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { importAlreadyCommitted } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import type { BudgetAllocator } from "../budget/BudgetAllocator";
import { emitImportCommitted } from "../event/emitters";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import { findVisibleImport } from "./findVisibleImport";

export interface CommittedImport {
  readonly import: Import;
  /** How many transactions the commit recorded (the ready rows). */
  readonly created: number;
  /**
   * Every budget the recorded expenses count towards, as the commit's own step summed it, marked
   * with the threshold the commit crossed (the same crossings it wrote as events).
   */
  readonly budgets: readonly BudgetProgress[];
}

/** Ready rows are read (before the commit, and back after it) this many at a time: memory holds one batch, never the file. */
const BATCH_ROWS = 1000;

/**
 * Records every ready row of a preview as a transaction, all or none, in ONE call of the store,
 * which also flips the import to committed: of two commits at once, exactly one records.
 * The store looks for duplicates again as it commits, so a row the wallet got meanwhile (another
 * import, a transaction typed by hand) is not recorded twice. Balances move with the rows;
 * budgets count them like any transaction.
 */
export class CommitImport {
  constructor(
    private readonly imports: ImportRepo,
    private readonly wallets: WalletRepo,
    private readonly allocator: BudgetAllocator,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, importId: string): Promise<CommittedImport> {
    const found = await findVisibleImport(this.imports, this.clock, userId, importId);
    if (found.status === "committed") throw importAlreadyCommitted();
    const wallet = await findOwnedWallet(this.wallets, userId, found.walletId);
    assertWalletOpen(wallet);
    // An empty wallet may have changed its currency since the preview read the amounts in the old one.
    assertWalletCurrency(wallet, found.currency);
    const committedAt = this.clock.now();
    // The budgets the ready rows may count towards, read before the commit; the commit sums them
    // before and after its rows, in its own step, and writes the crossings with the rows.
    const touched = await this.allocator.budgetsTouchedByBatches(this.rowsOf(found, committedAt));
    const watched = await this.allocator.watchSummed(touched, userId, this.events);
    const created = await this.imports.commit({
      importId: found.id,
      committedAt,
      emit: emitImportCommitted(this.events, userId),
      ...(watched && { watch: watched.watch }),
    });
    if (created === null) throw importAlreadyCommitted();
    // The store judged duplicates again as it committed: its counts are the ones that hold.
    const committed = (await this.imports.findById(found.id)) ?? { ...found, status: "committed", committedAt };
    const budgets = await this.allocator.progressOfRecorded(
      touched,
      watched,
      this.rowsOf(committed, committed.committedAt ?? committedAt),
    );
    return { import: committed, created, budgets };
  }

  /**
   * The transactions of the import's rows still ready, in batches: before the commit, those it
   * may record; once committed, those it recorded.
   */
  private async *rowsOf(found: Import, committedAt: Date): AsyncGenerator<Transaction[]> {
    let afterPosition: number | undefined;
    for (;;) {
      const rows = await this.imports.listRows({
        importId: found.id,
        status: "ready",
        limit: BATCH_ROWS,
        ...(afterPosition !== undefined && { afterPosition }),
      });
      if (rows.length === 0) return;
      yield rows.flatMap((row) => (row.transaction ? [committedTransaction(found, row.transaction, committedAt)] : []));
      if (rows.length < BATCH_ROWS) return;
      afterPosition = rows[rows.length - 1]?.position;
    }
  }
}
