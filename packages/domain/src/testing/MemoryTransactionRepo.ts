import {
  type Attachment,
  type BudgetSpending,
  type BudgetSpendingQuery,
  type BudgetWatch,
  categoryNotOwned,
  countsTowards,
  hasSignOfType,
  MAX_TOTAL_MINOR,
  type ReceiptFingerprint,
  receiptAlreadyProcessed,
  sumOutOfRange,
  type TagId,
  type Transaction,
  type TransactionId,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  tagNotFound,
  transactionNotFound,
  type VersionedWrite,
  type WalletId,
  walletNotFound,
} from "../index";
import type { Emit } from "../model/event/DomainEvent";
import { requireBalancesInRange } from "./balances";
import { appendEvents, eventsOf } from "./MemoryOutbox";
import { copy, type MemoryStore, receiptKey } from "./MemoryStore";
import { spendingIn } from "./spending";

/** The signed sum of the rows allocated to the window (expenses are negative). */
const counted = (query: BudgetSpendingQuery, rows: readonly Transaction[]): number =>
  rows.reduce((sum, tx) => (countsTowards(query, tx) ? sum + tx.amountMinor : sum), 0);

/** Newest first: date desc, then id desc. */
const newestFirst = (a: Transaction, b: Transaction): number =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (tx: Transaction, cursor: { date: Date; id: string }): boolean =>
  tx.date.getTime() < cursor.date.getTime() || (tx.date.getTime() === cursor.date.getTime() && tx.id < cursor.id);

/** The databases refuse an amount whose sign contradicts its type (CHECK constraint); so does memory. */
const requireSign = (tx: Transaction): void => {
  if (!hasSignOfType(tx.amountMinor, tx.type)) throw new Error(`Amount sign contradicts type ${tx.type}`);
};

/**
 * Every method checks everything first and then writes without an `await` in between, which makes
 * each call atomic on the single JavaScript thread, as the database adapters are with transactions.
 */
export class MemoryTransactionRepo implements TransactionRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(transaction: Transaction, emit?: Emit<Transaction>, watch?: BudgetWatch): Promise<void> {
    this.insertAll([transaction], emit && (([written]) => (written ? emit(written) : [])), watch);
  }

  async createMany(
    transactions: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    attachments: readonly Attachment[] = [],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ): Promise<void> {
    if (transactions.length === 0) return;
    if (receipt !== undefined) {
      const earlier = this.liveBatch(receipt);
      if (earlier.length > 0) throw receiptAlreadyProcessed(earlier);
    }
    const batchIds = new Set(transactions.map((tx) => tx.id));
    for (const attachment of attachments) {
      // The databases' foreign key and primary key.
      if (!batchIds.has(attachment.transactionId)) throw new Error(`Unknown transaction ${attachment.transactionId}`);
      if (this.store.attachments.has(attachment.id)) throw new Error(`Duplicate attachment id ${attachment.id}`);
    }
    this.insertAll(transactions, emit, watch);
    for (const attachment of attachments) this.store.attachments.set(attachment.id, copy(attachment));
    if (receipt !== undefined) {
      this.store.receiptBatches.set(
        receiptKey(receipt),
        transactions.map((tx) => tx.id),
      );
    }
  }

  async findReceiptBatch(receipt: ReceiptFingerprint): Promise<TransactionId[]> {
    return this.liveBatch(receipt);
  }

  private liveBatch(receipt: ReceiptFingerprint): TransactionId[] {
    const ids = this.store.receiptBatches.get(receiptKey(receipt)) ?? [];
    return ids.filter((id) => this.store.transactions.has(id));
  }

  async findById(id: TransactionId): Promise<Transaction | null> {
    const tx = this.store.transactions.get(id);
    return tx ? copy(tx) : null;
  }

  async update({ id, changes, expectedVersion, emit, watch }: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    const current = this.store.transactions.get(id);
    if (!current) throw transactionNotFound();
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      return { ok: false, current: copy(current) };
    }
    const next: Transaction = { ...current, ...changes, version: current.version + 1 };
    this.requireWallet(next.walletId);
    this.requireCategory(next);
    this.requireTags(next.tagIds);
    requireSign(next);
    this.requireInRange([current], [next]);
    const events = [...eventsOf(this.store, emit, next), ...this.watched(watch, [next], [current])];
    this.moveBalance(current.walletId, -current.amountMinor);
    this.moveBalance(next.walletId, next.amountMinor);
    this.store.transactions.set(id, copy(next));
    appendEvents(this.store, events);
    return { ok: true, value: copy(next) };
  }

  async delete(id: TransactionId, emit?: Emit<Transaction>): Promise<Transaction | null> {
    const current = this.store.transactions.get(id);
    if (!current) return null;
    this.requireInRange([current], []);
    const events = eventsOf(this.store, emit, current);
    this.store.transactions.delete(id);
    // The databases' ON DELETE CASCADE.
    for (const [key, attachment] of this.store.attachments) {
      if (attachment.transactionId === id) this.store.attachments.delete(key);
    }
    this.moveBalance(current.walletId, -current.amountMinor);
    appendEvents(this.store, events);
    return copy(current);
  }

  async list(query: TransactionListQuery): Promise<TransactionPage> {
    const q = query.q?.toLowerCase();
    const rows = [...this.store.transactions.values()]
      .filter(
        (tx) =>
          tx.userId === query.userId &&
          (!query.after || isAfter(tx, query.after)) &&
          (!query.from || tx.date >= query.from) &&
          (!query.to || tx.date < query.to) &&
          (!query.walletId || tx.walletId === query.walletId) &&
          (!query.categoryId || tx.categoryId === query.categoryId) &&
          (!query.tagIds || query.tagIds.some((id) => tx.tagIds.includes(id))) &&
          (!query.type || tx.type === query.type) &&
          (!q || tx.description.toLowerCase().includes(q)),
      )
      .sort(newestFirst);
    const items = rows.slice(0, query.limit).map(copy);
    const last = items.at(-1);
    return {
      items,
      nextCursor: rows.length > query.limit && last ? { date: last.date, id: last.id } : null,
    };
  }

  async spendingOf(queries: readonly BudgetSpendingQuery[]): Promise<BudgetSpending[]> {
    return spendingIn(this.store, queries);
  }

  private insertAll(
    transactions: readonly Transaction[],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ): void {
    const ids = new Set<string>();
    for (const tx of transactions) {
      if (this.store.transactions.has(tx.id) || ids.has(tx.id)) throw new Error(`Duplicate transaction id ${tx.id}`);
      ids.add(tx.id);
      this.requireWallet(tx.walletId);
      this.requireCategory(tx);
      this.requireTags(tx.tagIds);
      requireSign(tx);
    }
    this.requireInRange([], transactions);
    const events = [...eventsOf(this.store, emit, transactions), ...this.watched(watch, transactions)];
    for (const tx of transactions) {
      this.store.transactions.set(tx.id, copy(tx));
      this.moveBalance(tx.walletId, tx.amountMinor);
    }
    appendEvents(this.store, events);
  }

  /**
   * The watch's events, of the spending as it will be once `added` are in and `removed` out
   * (computed before writing), with the spending before the write (one thread: nothing between).
   */
  private watched(watch: BudgetWatch | undefined, added: readonly Transaction[], removed: readonly Transaction[] = []) {
    if (!watch || watch.queries.length === 0) return [];
    const before = spendingIn(this.store, watch.queries);
    const spent = watch.queries.map((query, i) => ({
      budgetId: query.budgetId,
      spentMinor: (before[i]?.spentMinor ?? 0) - counted(query, added) + counted(query, removed),
    }));
    return eventsOf(this.store, (after: readonly BudgetSpending[]) => watch.emit(after, before), spent);
  }

  /**
   * What the databases' triggers refuse: a wallet balance, or a user's income or expense total in
   * a currency, moving beyond MAX_TOTAL_MINOR once `removed` are gone and `added` are in.
   */
  private requireInRange(removed: readonly Transaction[], added: readonly Transaction[]): void {
    const deltas = new Map<string, number>();
    const totals = new Map<string, number>();
    const totalKey = (tx: Transaction) => `${tx.userId}|${tx.currency}|${tx.type}`;
    for (const [sign, rows] of [
      [-1, removed],
      [1, added],
    ] as const) {
      for (const tx of rows) {
        deltas.set(tx.walletId, (deltas.get(tx.walletId) ?? 0) + sign * tx.amountMinor);
        // Transfer legs are in no income or expense total (the stores' triggers skip them too).
        if (tx.transferId === null)
          totals.set(totalKey(tx), (totals.get(totalKey(tx)) ?? 0) + sign * Math.abs(tx.amountMinor));
      }
    }
    requireBalancesInRange(this.store, deltas);
    const grows = [...totals].filter(([, delta]) => delta > 0);
    if (grows.length === 0) return;
    const stored = new Map<string, number>();
    for (const tx of this.store.transactions.values()) {
      if (tx.transferId !== null) continue;
      const key = totalKey(tx);
      if (totals.has(key)) stored.set(key, (stored.get(key) ?? 0) + Math.abs(tx.amountMinor));
    }
    if (grows.some(([key, delta]) => (stored.get(key) ?? 0) + delta > MAX_TOTAL_MINOR)) throw sumOutOfRange();
  }

  /**
   * The databases refuse a dangling category id (foreign key: INVALID_CATEGORY_EXIST_PARAMS, as they
   * answer it) and a category on a transfer leg or none elsewhere (CHECK
   * transactions_transfer_category_ck); so does memory.
   */
  private requireCategory(tx: Transaction): void {
    if ((tx.transferId === null) !== (tx.categoryId !== null)) throw new Error("A category is for non-transfers only");
    if (tx.categoryId !== null && !this.store.categories.has(tx.categoryId)) {
      throw categoryNotOwned();
    }
  }

  /** The databases refuse a link to a tag that is gone (foreign key): TAG_NOT_FOUND, as they answer it. */
  private requireTags(tagIds: readonly TagId[]): void {
    if (tagIds.some((id) => !this.store.tags.has(id))) throw tagNotFound();
  }

  private requireWallet(walletId: WalletId): void {
    if (!this.store.wallets.has(walletId)) throw walletNotFound();
  }

  private moveBalance(walletId: WalletId, delta: number): void {
    const wallet = this.store.wallets.get(walletId);
    if (wallet) this.store.wallets.set(walletId, { ...wallet, balanceMinor: wallet.balanceMinor + delta });
  }
}
