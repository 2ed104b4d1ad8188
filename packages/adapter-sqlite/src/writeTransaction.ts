import { setTimeout as sleep } from "node:timers/promises";
import { driverError } from "@finance/adapter-sql";
import type Database from "better-sqlite3";
import type { SqliteDatabase, Tx } from "./db";
import { isBusy, translateSqliteError } from "./errors";

/** The connection's busy_timeout: how long a write may wait for the lock in all. */
const budgetOf = new WeakMap<Database.Database, number>();

const budgetFor = (client: Database.Database): number => {
  let budgetMs = budgetOf.get(client);
  if (budgetMs === undefined) {
    budgetMs = Number(client.pragma("busy_timeout", { simple: true }));
    budgetOf.set(client, budgetMs);
  }
  return budgetMs;
};

/**
 * Runs `body` as one write transaction (`BEGIN IMMEDIATE`: the write lock first, so two processes
 * on one file queue on it instead of failing an upgrade). SQLite's own wait for a lock another
 * process holds sleeps in this thread, so the whole event loop would stop with it: the attempt
 * runs without waiting, and while the lock is taken the next attempt comes after a timer, the
 * event loop serving other requests meanwhile, until the connection's busy_timeout has passed
 * (then STORE_UNAVAILABLE). Inside the transaction nothing waits: in WAL mode the write lock is
 * all a writer needs.
 */
export const writeTransaction = async <T>(db: SqliteDatabase, body: (tx: Tx) => T): Promise<T> => {
  const client = db.$client;
  const budgetMs = budgetFor(client);
  const deadline = performance.now() + budgetMs;
  for (let attempt = 1; ; attempt++) {
    // A PRAGMA acts when it is prepared: `pragma()` prepares it each time (a prepared one, kept, would not).
    client.pragma("busy_timeout = 0");
    try {
      return db.transaction(body, { behavior: "immediate" });
    } catch (error) {
      const code = (driverError(error) as { code?: unknown } | null)?.code;
      if (!isBusy(code) || performance.now() >= deadline) throw translateSqliteError(error);
    } finally {
      client.pragma(`busy_timeout = ${budgetMs}`);
    }
    await sleep(Math.min(attempt, 10));
  }
};
