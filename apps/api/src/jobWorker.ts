import type { DestinationStream, Logger } from "pino";
import { buildContainer, resolve } from "./composition/container";
import { startQueueWorker } from "./composition/jobs";
import { createLogger } from "./composition/logger";
import { closeOcr } from "./composition/ocr";
import { openDatabase } from "./composition/persistence";
import { TOKENS } from "./composition/tokens";
import { type Config, ConfigError, type Environment, loadConfig } from "./config/config";

export interface RunningJobWorker {
  readonly config: Config;
  readonly logger: Logger;
  /** Finishes the jobs in hand, then lets go of Redis, the OCR engines and the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * A worker process (`pnpm start:worker`): the service's configuration, database and use cases,
 * no HTTP; takes jobs from the Redis queue and runs the handlers the API process would run
 * without Redis. Any number of them, on any machine that reaches Redis, the database and the
 * shared files folder.
 */
export const startJobWorker = async (
  options: { env?: Environment; logDestination?: DestinationStream } = {},
): Promise<RunningJobWorker> => {
  const config = loadConfig(options.env ?? process.env);
  const { redisUrl } = config.jobs;
  if (redisUrl === undefined) {
    throw new ConfigError([
      { variable: "REDIS_URL", message: "is required by a worker (jobs run in the API process without it)" },
    ]);
  }
  const logger = createLogger(config, options.logDestination);
  const database = await openDatabase(config, logger);
  const container = buildContainer(config, logger, database);
  const handlers = resolve(container, TOKENS.JobHandlers);
  const worker = await startQueueWorker(config, redisUrl, logger, handlers).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  logger.info({ concurrency: config.jobs.workerConcurrency, kinds: Object.keys(handlers) }, "worker ready");
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("worker shutting down: finishing the jobs in hand");
      await worker.close();
      await closeOcr(resolve(container, TOKENS.OcrPort)).catch((error: unknown) =>
        logger.warn({ err: error }, "OCR shutdown failed"),
      );
      await database.close();
      logger.info("worker stopped");
    })();
    return stopping;
  };
  return { config, logger, stop };
};
