import { type DomainEvent, isDomainError, type Transaction } from "@finance/domain";
import { driverError } from "../../constraints";
import { INSERT_CHUNK } from "../../paging";

/** A create and the caller waiting for it. */
interface Waiting {
  readonly transaction: Transaction;
  /** Its events, appended to the outbox with it. */
  readonly events: readonly DomainEvent[];
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Writes one or more creates into one wallet, and their events, atomically. */
export type SendCreates = (batch: readonly Transaction[], events: readonly DomainEvent[]) => Promise<void>;

/**
 * A failure that belongs to one of the batch's writes: a domain error (a sum out of range, a tag
 * or category gone meanwhile), or a row PostgreSQL refused as data or by a constraint (SQLSTATE
 * classes 22 and 23). The batch is sent again one create at a time, so each meets only its own
 * error. A store that could not take the work, or a connection lost, fails every write alike.
 */
const isOneWritesError = (error: unknown): boolean => {
  if (isDomainError(error)) return error.code !== "STORE_UNAVAILABLE";
  const { code } = (driverError(error) ?? {}) as { code?: unknown };
  return typeof code === "string" && /^2[23]/.test(code);
};

/**
 * Creates into one wallet, one statement in flight per wallet. A create into a wallet with none in
 * flight goes at once; creates that come meanwhile wait and then go together as one statement: one
 * commit and one WAL flush, the wallet's row lock taken once for all of them. Writes to one wallet
 * queue on that row lock anyway (PostgreSQL holds it until the commit is flushed), so the wait
 * here costs them little (the answer's way back), and under load they share what each would pay
 * alone. Every caller is answered once its own row is committed or refused. A batch's amounts sum
 * exactly: each is at most `MAX_AMOUNT_MINOR`, and `INSERT_CHUNK` of them stay far inside 2^53.
 */
export class WalletCreates {
  /** Per wallet with a statement in flight, the creates waiting for it (maybe none). */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly send: SendCreates,
    private readonly mostPerBatch = INSERT_CHUNK,
  ) {}

  add(transaction: Transaction, events: readonly DomainEvent[] = []): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const create = { transaction, events, resolve, reject };
      const queue = this.waiting.get(transaction.walletId);
      if (queue) {
        queue.push(create);
        return;
      }
      this.waiting.set(transaction.walletId, []);
      this.start(transaction.walletId, [create]);
    });
  }

  private start(walletId: string, batch: readonly Waiting[]): void {
    void this.settle(batch).finally(() => this.next(walletId));
  }

  private next(walletId: string): void {
    const queue = this.waiting.get(walletId) ?? [];
    if (queue.length === 0) {
      this.waiting.delete(walletId);
      return;
    }
    this.start(walletId, queue.splice(0, this.mostPerBatch));
  }

  /** Sends the batch and answers each of its callers; never rejects. */
  private async settle(batch: readonly Waiting[]): Promise<void> {
    const transactions = batch.map((create) => create.transaction);
    try {
      await this.send(
        transactions,
        batch.flatMap((create) => create.events),
      );
      for (const create of batch) create.resolve();
      return;
    } catch (error) {
      if (batch.length === 1 || !isOneWritesError(error)) {
        for (const create of batch) create.reject(error);
        return;
      }
    }
    for (const create of batch) {
      await this.send([create.transaction], create.events).then(create.resolve, create.reject);
    }
  }
}
