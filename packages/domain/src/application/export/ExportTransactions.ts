import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { TagRepo } from "../../model/tag/TagRepo";
import type { Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import { MAX_PAGE_SIZE } from "../../model/transaction/transactionCursor";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { TagId, TransactionId, UserId } from "../../shared/Id";
import { ListTransactions, type ListTransactionsInput } from "../transaction/ListTransactions";

/** One exported transaction with the names a file reader needs instead of ids. */
export interface ExportedTransaction {
  readonly transaction: Transaction;
  readonly walletName: string;
  readonly categoryName: string | null;
  readonly tagNames: readonly string[];
  readonly externalId: string | null;
}

export type ExportTransactionsInput = Omit<ListTransactionsInput, "limit" | "cursor">;

/**
 * The caller's transactions under the list's filters, newest first, read page after page by the
 * list's keyset: memory holds one page whatever the number of rows. The filters are checked
 * before the first row is yielded (`open`), so a bad filter is an answer, not a cut stream.
 */
export class ExportTransactions {
  private readonly list: ListTransactions;

  constructor(
    transactions: TransactionRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly tags: TagRepo,
    private readonly imports: ImportRepo,
  ) {
    this.list = new ListTransactions(transactions);
  }

  async open(userId: UserId, input: ExportTransactionsInput = {}): Promise<AsyncIterable<ExportedTransaction>> {
    const first = await this.list.execute(userId, { ...input, limit: MAX_PAGE_SIZE });
    const walletNames = new Map((await this.wallets.listByUser(userId)).map((w) => [w.id as string, w.name]));
    const categoryNames = new Map((await this.categories.listByUser(userId)).map((c) => [c.id as string, c.name]));
    const tagNames = new Map<string, string>();
    const list = this.list;
    const self = this;
    return {
      async *[Symbol.asyncIterator]() {
        let page = first;
        for (;;) {
          await self.learnTags(userId, page.items, tagNames);
          const externalIds = await self.imports.externalIdsOf(page.items.map((tx) => tx.id as TransactionId));
          for (const transaction of page.items) {
            yield {
              transaction,
              walletName: walletNames.get(transaction.walletId) ?? "",
              categoryName:
                transaction.categoryId === null ? null : (categoryNames.get(transaction.categoryId) ?? null),
              tagNames: transaction.tagIds.map((id) => tagNames.get(id) ?? ""),
              externalId: externalIds.get(transaction.id) ?? null,
            };
          }
          if (page.nextCursor === null) return;
          page = await list.execute(userId, { ...input, limit: MAX_PAGE_SIZE, cursor: page.nextCursor });
        }
      },
    };
  }

  /** Tag names are looked up as pages name new tags; a user has few. */
  private async learnTags(userId: UserId, page: readonly Transaction[], names: Map<string, string>): Promise<void> {
    const unknown = [...new Set(page.flatMap((tx) => tx.tagIds.filter((id) => !names.has(id))))] as TagId[];
    if (unknown.length === 0) return;
    for (const tag of await this.tags.findOwned(userId, unknown)) names.set(tag.id, tag.name);
  }
}
