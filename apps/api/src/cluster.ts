import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { relayTokenUserForgetting } from "./composition/clusterTokenUsers";
import { createLogger } from "./composition/logger";
import { openDatabase } from "./composition/persistence";
import { ConfigError, clusterWorkerDefaults, loadConfig } from "./config/config";

/**
 * `pnpm start:cluster`: the service on every core with node:cluster. The primary checks the
 * configuration, applies the migrations once, then forks one worker per core (`CLUSTER_WORKERS`
 * overrides), each running `main` (the same service, with its share of the database pool and of the
 * OCR workers); the primary hands the listening socket's connections to them round-robin.
 *
 * - SIGTERM / SIGINT: forwarded to every worker, which stops gracefully (in-flight requests finish,
 *   database closed); the primary exits 0 when all did, 1 otherwise or after `SHUTDOWN_TIMEOUT_MS`.
 * - A worker that dies outside a shutdown is replaced, unless workers keep dying (more than
 *   `MAX_RESTARTS` within a minute): then everything stops, exit 1.
 * - State shared between workers lives in the database; the rate limiter shares its counters only
 *   with REDIS_URL (otherwise each worker counts its own share of a client's requests).
 */
const SHUTDOWN_TIMEOUT_MS = 30_000;
const MAX_RESTARTS = 10;

const workerCount = (value: string | undefined): number => {
  if (value === undefined || value.trim() === "") return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    throw new ConfigError([{ variable: "CLUSTER_WORKERS", message: "must be a whole number from 1 to 256" }]);
  }
  return count;
};

const runPrimary = async () => {
  const config = loadConfig();
  const count = workerCount(process.env.CLUSTER_WORKERS);
  const logger = createLogger(config);
  // Once, before any worker opens the database: workers then find nothing left to apply.
  await (await openDatabase(config, logger)).close();

  const main = fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "./main.ts" : "./main.js", import.meta.url));
  cluster.setupPrimary({ exec: main });
  // Without JWT_SECRET each process would sign with its own random secret, and a token issued by
  // one worker would be refused by the others: the workers share the primary's.
  const workerEnv = {
    ...(config.jwt.secretGenerated && { JWT_SECRET: config.jwt.secret }),
    // The default database pool and OCR workers are the machine's: each worker gets its share.
    ...clusterWorkerDefaults(process.env, availableParallelism(), count),
  };
  if (config.jwt.secretGenerated) {
    logger.warn("JWT_SECRET is not set: using a random secret for this cluster; tokens end with the process");
  }
  relayTokenUserForgetting(logger);
  let stopping = false;
  let failed = false;
  const restarts: number[] = [];
  const alive = new Map<number, Worker>();

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    alive.set(worker.id, worker);
    logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started");
    return worker;
  };
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    alive.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      logger.info({ worker: worker.id, code, signal }, "worker stopped");
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      logger.error({ restarts: restarts.length }, "workers keep dying: stopping");
      failed = true;
      stop();
      return;
    }
    logger.error({ worker: worker.id, code, signal }, "worker died: starting another");
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    logger.info({ workers: alive.size }, "shutting down: stopping the workers");
    if (alive.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of alive.values()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      logger.error("workers did not stop in time: killing them");
      for (const worker of alive.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  logger.info({ workers: count }, "cluster primary: forking workers");
  for (let i = 0; i < count; i += 1) fork();
};

if (cluster.isPrimary) {
  try {
    await runPrimary();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Failed to start: ${String(error)}`);
    process.exit(1);
  }
}
