import { setTimeout as sleep } from "node:timers/promises";
import { driverError } from "@finance/adapter-sql";
import { storeUnavailable } from "@finance/domain";
import type Database from "better-sqlite3";
import type { SqliteDatabase, Tx } from "./db";
import { isBusy, translateSqliteError } from "./errors";
import { explainMissingReference, type Reference } from "./foreignKeys";

/** A write waiting for its group's transaction. */
interface Pending {
  readonly body: (tx: Tx) => unknown;
  readonly deadline: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** What one write did inside the group: its value, or the error its savepoint was rolled back for. */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * The most writes one transaction takes: the event loop is held for the whole group, so a long
 * queue commits in several groups with I/O served between them.
 */
const MOST_PER_GROUP = 64;

/** Thrown out of the group when a write's failure ended the whole transaction (SQLite rolled it back). */
class TransactionLost extends Error {
  constructor(cause: unknown) {
    super("the write transaction was rolled back", { cause });
  }
}

/**
 * One connection's queue of writes. Writes that come in during one turn of the event loop commit
 * together: one `BEGIN IMMEDIATE`, each write in its own savepoint (a failing write rolls back to
 * it and fails alone), one `COMMIT`, after which every write's promise settles. A commit writes each
 * page it changed to the WAL once, so writes that share pages (a user's totals, the index leaves of
 * recent rows) share that cost; no write is answered before its commit.
 *
 * SQLite's own wait for a lock another process holds sleeps in this thread, so the whole event loop
 * would stop with it: the group begins without waiting, and while the lock is taken it tries again
 * after a timer, serving other requests meanwhile; a write whose connection's busy_timeout has
 * passed fails with STORE_UNAVAILABLE, having written nothing.
 */
class WriteQueue {
  private readonly pending: Pending[] = [];
  private scheduled = false;
  private readonly budgetMs: number;
  /** Nested in the group's transaction, better-sqlite3 runs a transaction function in a savepoint. */
  private readonly inSavepoint: (body: (tx: Tx) => unknown, tx: Tx) => unknown;

  constructor(private readonly db: SqliteDatabase) {
    this.budgetMs = Number(db.$client.pragma("busy_timeout", { simple: true }));
    this.inSavepoint = db.$client.transaction((body: (tx: Tx) => unknown, tx: Tx) => body(tx));
  }

  add<T>(body: (tx: Tx) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const deadline = performance.now() + this.budgetMs;
      this.pending.push({ body, deadline, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      for (let attempt = 1; this.pending.length > 0; ) {
        if (this.commitGroup()) {
          attempt = 1;
          // The rest after the I/O that came in meanwhile.
          if (this.pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        this.failOverdue();
        if (this.pending.length > 0) await sleep(Math.min(attempt++, 10));
      }
    } catch (error) {
      // The connection itself failed (closed, say): no write waits for ever.
      for (const write of this.pending.splice(0)) write.reject(translateSqliteError(error));
    } finally {
      this.scheduled = false;
    }
  }

  /** Runs and commits the next group; false if the write lock is taken (nothing ran). */
  private commitGroup(): boolean {
    const client = this.db.$client;
    const group = this.pending.slice(0, MOST_PER_GROUP);
    const outcomes: Outcome[] = [];
    // A PRAGMA acts when it is prepared: `pragma()` prepares it each time (a prepared one, kept, would not).
    client.pragma("busy_timeout = 0");
    try {
      this.db.transaction(
        (tx) => {
          for (const write of group) outcomes.push(this.run(write, tx));
        },
        { behavior: "immediate" },
      );
    } catch (error) {
      const lost = error instanceof TransactionLost;
      const cause = lost ? error.cause : error;
      // The lock was taken: nothing ran, the group waits.
      if (!lost && outcomes.length === 0 && isBusy((driverError(cause) as { code?: unknown } | null)?.code)) {
        return false;
      }
      // Lost: the writes that ran and the one that ended it fail; the rest wait for the next group.
      // Otherwise BEGIN or COMMIT failed, and with them every write of the group.
      const failed = this.pending.splice(0, lost ? outcomes.length + 1 : group.length);
      for (const write of failed) write.reject(translateSqliteError(cause));
      return true;
    } finally {
      client.pragma(`busy_timeout = ${this.budgetMs}`);
    }
    this.pending.splice(0, group.length);
    group.forEach((write, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) write.resolve(outcome.value);
      else write.reject(translateSqliteError(outcome?.error));
    });
    return true;
  }

  private run(write: Pending, tx: Tx): Outcome {
    try {
      return { ok: true, value: this.inSavepoint(write.body, tx) };
    } catch (error) {
      if (!this.db.$client.inTransaction) throw new TransactionLost(error);
      return { ok: false, error };
    }
  }

  private failOverdue(): void {
    const now = performance.now();
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const write = this.pending[i];
      if (write && now >= write.deadline) {
        this.pending.splice(i, 1);
        write.reject(storeUnavailable());
      }
    }
  }
}

const queues = new WeakMap<Database.Database, WriteQueue>();

/**
 * Runs `body` as part of a write transaction (`BEGIN IMMEDIATE`: the write lock first, so two
 * processes on one file queue on it instead of failing an upgrade), committed with the other
 * writes of this turn of the event loop (see WriteQueue). Inside the transaction nothing waits:
 * in WAL mode the write lock is all a writer needs. `references` lists the rows the write points
 * at, so a foreign key it fails is answered with the domain's error (see explainMissingReference).
 */
export const writeTransaction = <T>(
  db: SqliteDatabase,
  body: (tx: Tx) => T,
  references?: () => Iterable<Reference>,
): Promise<T> => {
  let queue = queues.get(db.$client);
  if (!queue) {
    queue = new WriteQueue(db);
    queues.set(db.$client, queue);
  }
  if (!references) return queue.add(body);
  return queue.add((tx) => {
    try {
      return body(tx);
    } catch (error) {
      throw explainMissingReference(db.$client, error, references);
    }
  });
};
