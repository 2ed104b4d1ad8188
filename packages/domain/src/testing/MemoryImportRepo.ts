import {
  type CalendarDate,
  committedTransaction,
  DUPLICATE_ENTRY_MESSAGE,
  DUPLICATE_EXTERNAL_ID_PREFIX,
  type Import,
  type ImportCommit,
  type ImportCounts,
  type ImportId,
  type ImportRepo,
  type ImportRow,
  type ImportRowsQuery,
  readyRowsNowDuplicate,
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

  async commit({ importId, committedAt, emit, watch }: ImportCommit): Promise<number | null> {
    const found = this.store.imports.get(importId);
    if (found?.status !== "preview") return null;
    const previewRows = this.store.importRows.get(importId) ?? [];
    const counts = this.judgeAgain(found);
    const transactions: Transaction[] = [];
    const externalIds: [TransactionId, string][] = [];
    for (const row of this.store.importRows.get(importId) ?? []) {
      const tx = row.transaction;
      if (row.status !== "ready" || tx === null) continue;
      if (tx.externalId) externalIds.push([tx.id, tx.externalId]);
      transactions.push(committedTransaction(found, tx, committedAt));
    }
    // Committed, with its external ids known, before the batch's await, so a second commit
    // arriving meanwhile finds it taken and its ids held; the batch checks everything before
    // writing, and a refused batch gives the preview back.
    const committed = { ...found, status: "committed" as const, counts, committedAt };
    this.store.imports.set(importId, committed);
    for (const [id, externalId] of externalIds) this.store.importedExternalIds.set(id, externalId);
    try {
      await this.transactions.createMany(
        transactions,
        undefined,
        undefined,
        emit && (() => emit({ import: committed, created: transactions.length })),
        watch,
      );
    } catch (error) {
      this.store.imports.set(importId, found);
      this.store.importRows.set(importId, previewRows);
      for (const [id] of externalIds) this.store.importedExternalIds.delete(id);
      throw error;
    }
    return transactions.length;
  }

  /**
   * The commit's duplicate check again, on what the wallet holds now (synchronous, so no other
   * commit comes in between): ready rows whose external id the wallet got meanwhile, or whose day,
   * amount and description a transaction added since matches, become duplicates.
   */
  private judgeAgain(found: Import): ImportCounts {
    const rows = this.store.importRows.get(found.id) ?? [];
    const withIds = rows.flatMap((row) => (row.status === "ready" && row.transaction?.externalId ? [row] : []));
    const known = new Set<string>();
    for (const [transactionId, externalId] of this.store.importedExternalIds) {
      if (this.store.transactions.get(transactionId)?.walletId === found.walletId) known.add(externalId);
    }
    const demoted = new Map<number, ImportRow>();
    for (const row of withIds) {
      const externalId = row.transaction?.externalId;
      if (!externalId || !known.has(externalId)) continue;
      demoted.set(row.position, {
        ...row,
        status: "duplicate",
        reason: "DUPLICATE_EXTERNAL_ID",
        message: `${DUPLICATE_EXTERNAL_ID_PREFIX}${externalId}`,
      });
    }
    const candidates = (wanted: (row: ImportRow) => boolean) =>
      rows.flatMap((row) =>
        row.transaction && wanted(row)
          ? [
              {
                row,
                day: row.transaction.date,
                amountMinor: row.transaction.amountMinor,
                description: row.transaction.description,
              },
            ]
          : [],
      );
    const ready = candidates((row) => row.status === "ready" && !row.transaction?.externalId);
    const duplicates = candidates((row) => row.reason === "DUPLICATE_ENTRY");
    const days = new Set(ready.map((candidate) => candidate.day));
    const stored = [...this.store.transactions.values()].flatMap((tx) => {
      const day = toCalendarDate(tx.date);
      return tx.walletId === found.walletId && days.has(day)
        ? [{ day, amountMinor: tx.amountMinor, description: tx.description }]
        : [];
    });
    for (const { row } of readyRowsNowDuplicate(ready, duplicates, stored)) {
      demoted.set(row.position, {
        ...row,
        status: "duplicate",
        reason: "DUPLICATE_ENTRY",
        message: DUPLICATE_ENTRY_MESSAGE,
      });
    }
    if (demoted.size === 0) return found.counts;
    const judged = rows.map((row) => demoted.get(row.position) ?? row);
    this.store.importRows.set(found.id, judged);
    return {
      ...found.counts,
      ready: judged.filter((row) => row.status === "ready").length,
      duplicate: judged.filter((row) => row.status === "duplicate").length,
    };
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
