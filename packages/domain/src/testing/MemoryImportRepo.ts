import {
  type CalendarDate,
  type Import,
  type ImportCommit,
  type ImportCounts,
  type ImportId,
  type ImportRepo,
  type ImportRow,
  type ImportRowsQuery,
  startOfDay,
  type Transaction,
  type TransactionId,
  toCalendarDate,
  type WalletEntry,
  type WalletId,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";
import { MemoryTransactionRepo } from "./MemoryTransactionRepo";

/** Imports in memory; the commit inserts through the memory transactions' own all-or-nothing batch. */
export class MemoryImportRepo implements ImportRepo {
  private readonly transactions: MemoryTransactionRepo;

  constructor(private readonly store: MemoryStore) {
    this.transactions = new MemoryTransactionRepo(store);
  }

  async create(created: Import): Promise<void> {
    if (this.store.imports.has(created.id)) throw new Error(`Duplicate import id ${created.id}`);
    this.store.imports.set(created.id, copy(created));
    this.store.importRows.set(created.id, []);
  }

  async addRows(rows: readonly ImportRow[]): Promise<void> {
    for (const row of rows) {
      const stored = this.store.importRows.get(row.importId);
      if (!stored) throw new Error(`Unknown import ${row.importId}`);
      stored.push(copy(row));
    }
  }

  async finishReading(importId: ImportId, counts: ImportCounts): Promise<void> {
    const found = this.store.imports.get(importId);
    if (found) this.store.imports.set(importId, { ...found, status: "preview", counts: { ...counts } });
  }

  async findById(id: ImportId): Promise<Import | null> {
    const found = this.store.imports.get(id);
    return found ? copy(found) : null;
  }

  async listRows(query: ImportRowsQuery): Promise<ImportRow[]> {
    const rows = this.store.importRows.get(query.importId) ?? [];
    const after = query.afterPosition ?? 0;
    const page: ImportRow[] = [];
    for (const row of rows) {
      if (page.length === query.limit) break;
      if (row.position > after && (query.status === undefined || row.status === query.status)) page.push(copy(row));
    }
    return page;
  }

  async commit({ importId, committedAt, emit }: ImportCommit): Promise<number | null> {
    const found = this.store.imports.get(importId);
    if (found?.status !== "preview") return null;
    const transactions: Transaction[] = [];
    for (const row of this.store.importRows.get(importId) ?? []) {
      const tx = row.transaction;
      if (row.status !== "ready" || tx === null) continue;
      transactions.push({
        id: tx.id,
        userId: found.userId,
        walletId: found.walletId,
        categoryId: tx.categoryId,
        transferId: null,
        type: tx.type,
        amountMinor: tx.amountMinor,
        currency: found.currency,
        description: tx.description,
        date: startOfDay(tx.date),
        createdAt: committedAt,
        updatedAt: committedAt,
        version: 1,
        tagIds: [],
      });
    }
    // Committed before the batch's await, so a second commit arriving meanwhile finds it taken;
    // the batch checks everything before writing, and a refused batch gives the preview back.
    const committed = { ...found, status: "committed" as const, committedAt };
    this.store.imports.set(importId, committed);
    try {
      await this.transactions.createMany(
        transactions,
        undefined,
        undefined,
        emit && (() => emit({ import: committed, created: transactions.length })),
      );
    } catch (error) {
      this.store.imports.set(importId, found);
      throw error;
    }
    for (const row of this.store.importRows.get(importId) ?? []) {
      if (row.status === "ready" && row.transaction?.externalId) {
        this.store.importedExternalIds.set(row.transaction.id, row.transaction.externalId);
      }
    }
    return transactions.length;
  }

  async discard(id: ImportId): Promise<boolean> {
    const found = this.store.imports.get(id);
    if (!found || found.status === "committed") return false;
    this.store.imports.delete(id);
    this.store.importRows.delete(id);
    return true;
  }

  async deleteExpired(now: Date): Promise<number> {
    let removed = 0;
    for (const found of [...this.store.imports.values()]) {
      if (found.status !== "committed" && found.expiresAt.getTime() <= now.getTime()) {
        this.store.imports.delete(found.id);
        this.store.importRows.delete(found.id);
        removed += 1;
      }
    }
    return removed;
  }

  async knownExternalIds(walletId: WalletId, externalIds: readonly string[]): Promise<string[]> {
    const wanted = new Set(externalIds);
    const known = new Set<string>();
    for (const [transactionId, externalId] of this.store.importedExternalIds) {
      if (!wanted.has(externalId)) continue;
      if (this.store.transactions.get(transactionId)?.walletId === walletId) known.add(externalId);
    }
    return [...known];
  }

  async walletEntries(walletId: WalletId, from: CalendarDate, to: CalendarDate): Promise<WalletEntry[]> {
    const entries: WalletEntry[] = [];
    for (const tx of this.store.transactions.values()) {
      if (tx.walletId !== walletId) continue;
      const day = toCalendarDate(tx.date);
      if (day >= from && day <= to) entries.push({ day, amountMinor: tx.amountMinor, description: tx.description });
    }
    return entries;
  }

  async externalIdsOf(transactionIds: readonly TransactionId[]): Promise<Map<TransactionId, string>> {
    const found = new Map<TransactionId, string>();
    for (const id of transactionIds) {
      const externalId = this.store.importedExternalIds.get(id);
      if (externalId !== undefined && this.store.transactions.has(id)) found.set(id, externalId);
    }
    return found;
  }
}
