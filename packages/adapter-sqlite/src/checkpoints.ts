import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

/** The WAL pages a connection lets pile up before it copies them itself: SQLite's own default. */
export const INLINE_CHECKPOINT_PAGES = 1000;
/**
 * With a background checkpointer the writer still copies the WAL itself past this many pages
 * (~80 MB), so the WAL stays bounded if the checkpointer falls behind or stops.
 */
export const FALLBACK_CHECKPOINT_PAGES = 20_000;

/**
 * Runs in a worker thread on its own connection: PASSIVE checkpoints never wait for, or block,
 * the readers and the writer, and a busy checkpoint lock (another process's) is skipped.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("busy_timeout = 0");
const checkpoint = () => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch {}
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the connection that serves requests. Inline, every thousand pages a
 * commit also copies the WAL into the database file and syncs both: measured here, that was
 * about 60% of a one-row write's time, on the event loop. In a worker thread the copy and the
 * sync run beside the requests. If the worker fails, the connection checkpoints inline again.
 */
export const startBackgroundCheckpoints = (
  sqlite: Database.Database,
  path: string,
  intervalMs: number,
): BackgroundCheckpoints => {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, path, intervalMs } });
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const inlineAgain = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${INLINE_CHECKPOINT_PAGES}`);
  };
  worker.once("error", inlineAgain);
  worker.once("exit", inlineAgain);
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  return {
    stop: async () => {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage("stop");
      await exited;
    },
  };
};
