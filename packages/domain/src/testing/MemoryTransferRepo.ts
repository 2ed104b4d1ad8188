import {
  type Transaction,
  type Transfer,
  type TransferId,
  type TransferListQuery,
  type TransferPage,
  type TransferRepo,
  type TransferUpdate,
  transferLegs,
  transferNotFound,
  type VersionedWrite,
  walletNotFound,
} from "../index";
import type { Emit } from "../model/event/DomainEvent";
import { moveBalances, requireBalancesInRange } from "./balances";
import { appendEvents, eventsOf } from "./MemoryOutbox";
import { copy, type MemoryStore } from "./MemoryStore";

const newestFirst = (a: Transfer, b: Transfer): number =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (t: Transfer, cursor: { date: Date; id: string }): boolean =>
  t.date.getTime() < cursor.date.getTime() || (t.date.getTime() === cursor.date.getTime() && t.id < cursor.id);

/** Net balance change per wallet when `removed` legs go and `added` legs come. */
const deltasOf = (removed: readonly Transaction[], added: readonly Transaction[]): Map<string, number> => {
  const deltas = new Map<string, number>();
  for (const leg of removed) deltas.set(leg.walletId, (deltas.get(leg.walletId) ?? 0) - leg.amountMinor);
  for (const leg of added) deltas.set(leg.walletId, (deltas.get(leg.walletId) ?? 0) + leg.amountMinor);
  return deltas;
};

/**
 * Transfers in memory: every method checks everything, then writes the transfer, both legs and
 * both balances with no `await` in between, so each call is atomic like the databases' transactions.
 */
export class MemoryTransferRepo implements TransferRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(transfer: Transfer, emit?: Emit<Transfer>): Promise<void> {
    if (this.store.transfers.has(transfer.id)) throw new Error(`Duplicate transfer id ${transfer.id}`);
    const legs = transferLegs(transfer);
    for (const leg of legs) {
      if (this.store.transactions.has(leg.id)) throw new Error(`Duplicate transaction id ${leg.id}`);
    }
    this.write(transfer, [], legs, emit);
  }

  async findById(id: TransferId): Promise<Transfer | null> {
    const transfer = this.store.transfers.get(id);
    return transfer ? copy(transfer) : null;
  }

  async update({ next, expectedVersion }: TransferUpdate): Promise<VersionedWrite<Transfer>> {
    const current = this.store.transfers.get(next.id);
    if (!current) throw transferNotFound();
    if (current.version !== expectedVersion) return { ok: false, current: copy(current) };
    this.write(next, transferLegs(current), transferLegs(next));
    return { ok: true, value: copy(next) };
  }

  async delete(id: TransferId, emit?: Emit<Transfer>): Promise<Transfer | null> {
    const current = this.store.transfers.get(id);
    if (!current) return null;
    const legs = transferLegs(current);
    const deltas = deltasOf(legs, []);
    requireBalancesInRange(this.store, deltas);
    const events = eventsOf(this.store, emit, current);
    for (const leg of legs) this.store.transactions.delete(leg.id);
    // As the stores' ON DELETE CASCADE: the legs' attachment rows go with them.
    const legIds = new Set(legs.map((leg) => leg.id));
    for (const [key, attachment] of this.store.attachments) {
      if (legIds.has(attachment.transactionId)) this.store.attachments.delete(key);
    }
    this.store.transfers.delete(id);
    moveBalances(this.store, deltas);
    appendEvents(this.store, events);
    return copy(current);
  }

  async list(query: TransferListQuery): Promise<TransferPage> {
    const rows = [...this.store.transfers.values()]
      .filter((t) => t.userId === query.userId && (!query.after || isAfter(t, query.after)))
      .sort(newestFirst);
    const items = rows.slice(0, query.limit).map(copy);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > query.limit && last ? { date: last.date, id: last.id } : null };
  }

  private write(
    transfer: Transfer,
    removed: readonly Transaction[],
    added: readonly Transaction[],
    emit?: Emit<Transfer>,
  ): void {
    for (const leg of added) if (!this.store.wallets.has(leg.walletId)) throw walletNotFound();
    const deltas = deltasOf(removed, added);
    requireBalancesInRange(this.store, deltas);
    const events = eventsOf(this.store, emit, transfer);
    this.store.transfers.set(transfer.id, copy(transfer));
    for (const leg of added) this.store.transactions.set(leg.id, copy(leg));
    moveBalances(this.store, deltas);
    appendEvents(this.store, events);
  }
}
