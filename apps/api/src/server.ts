import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { DestinationStream, Logger } from "pino";
import type { DependencyContainer } from "tsyringe";
import { WEB_APP_NOT_BUILT, webAppBuilt } from "./app/webApp";
import { buildContainer, resolve } from "./composition/container";
import { scheduleImportPurge } from "./composition/importPurgeScheduler";
import { hearOtherInstances } from "./composition/instanceTokenUsers";
import { createLogger } from "./composition/logger";
import { closeOcr } from "./composition/ocr";
import { openDatabase } from "./composition/persistence";
import { scheduleRecurrences } from "./composition/recurrenceScheduler";
import { TOKENS, USE_CASES } from "./composition/tokens";
import type { DispatchSchedule } from "./composition/webhookDispatch";
import { type Config, type Environment, loadConfig } from "./config/config";
import { applyServerLimits, serverOptions } from "./http/serverLimits";

export interface StartOptions {
  /** Default `process.env`. Parsed once; a ConfigError names every bad variable. */
  env?: Environment;
  /** Where JSON logs go (default stdout). */
  logDestination?: DestinationStream;
  /** After this long, connections still open at shutdown are cut (default 10 s). */
  shutdownTimeoutMs?: number;
  /** How often the webhook relay and deliverer run in this process (default: every second while busy). */
  webhookDispatch?: DispatchSchedule;
}

export interface RunningService {
  readonly url: string;
  readonly port: number;
  readonly config: Config;
  readonly logger: Logger;
  readonly container: DependencyContainer;
  /** The Node HTTP server underneath (tests watch its events). */
  readonly server: Server;
  /** The start's sweep of the file store (orphans and unfinished writes); it never rejects. */
  readonly fileSweep: Promise<void>;
  /** Stop accepting, let in-flight requests finish, close the database. Idempotent. */
  stop(): Promise<void>;
}

/** Expired idempotency keys are deleted this often (a claim already ignores them; this frees the rows). */
const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges expired idempotency keys now and then every hour; answers the timer's stop. */
const purgeIdempotencyKeys = (container: DependencyContainer, logger: Logger): (() => void) => {
  const purge = () => {
    resolve(container, USE_CASES.purgeExpiredIdempotencyKeys)
      .execute()
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, "expired idempotency keys purged");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "purging expired idempotency keys failed"));
  };
  purge();
  const timer = setInterval(purge, IDEMPOTENCY_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
};

const listen = (fetch: Parameters<typeof serve>[0]["fetch"], config: Config): Promise<Server> =>
  new Promise((resolveListening, reject) => {
    const server = serve({
      fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: serverOptions(config),
    }) as Server;
    applyServerLimits(server, config);
    server.once("listening", () => resolveListening(server));
    server.once("error", reject);
  });

/**
 * Stops accepting at once; keep-alive connections are closed as soon as they are idle (checked
 * every 50 ms, so a connection whose in-flight response just finished does not linger until the
 * keep-alive timeout); whatever is still open after `timeoutMs` is cut.
 */
const closeServer = (server: Server, timeoutMs: number): Promise<void> =>
  new Promise((resolveClosed, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    force.unref();
    idle.unref();
    server.close((error) => {
      clearTimeout(force);
      clearInterval(idle);
      if (error) reject(error);
      else resolveClosed();
    });
    server.closeIdleConnections();
  });

/**
 * The service as `main` runs it: config -> logger -> database (migrated) -> container -> app -> HTTP.
 * Tests call it with `PORT=0` and talk to `url` over a real socket.
 */
export const startService = async (options: StartOptions = {}): Promise<RunningService> => {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config, options.logDestination);
  if (config.jwt.secretGenerated) {
    logger.warn("JWT_SECRET is not set: using a random secret for this process; tokens end with the process");
  }
  if (config.jwt.secretWeakness !== null) {
    logger.warn(`JWT_SECRET is too easy to guess (it ${config.jwt.secretWeakness}); production refuses it`);
  }
  const database = await openDatabase(config, logger);
  let server: Server;
  let container: DependencyContainer;
  let stopHearing = () => {};
  try {
    container = buildContainer(config, logger, database);
    // Listening before serving: no token's user is kept before a password change could be heard.
    const channel = resolve(container, TOKENS.TokenUsersChannel);
    if (channel && config.jwt.userCacheMs > 0) {
      stopHearing = await hearOtherInstances(channel, resolve(container, TOKENS.TokenUsers), logger);
    }
    server = await listen(resolve(container, TOKENS.App).fetch, config);
  } catch (error) {
    stopHearing();
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  logger.info({ url, port, database: database.kind }, "listening");
  if (!webAppBuilt(config.web.distDir)) logger.warn({ webDistDir: config.web.distDir }, WEB_APP_NOT_BUILT);
  const stopPurging = purgeIdempotencyKeys(container, logger);
  const stopRecording = scheduleRecurrences(
    resolve(container, USE_CASES.recordDueOccurrences),
    config.recurrenceIntervalMs,
    logger,
  );
  const stopPurgingImports = scheduleImportPurge(
    resolve(container, USE_CASES.purgeExpiredImports),
    config.importPurgeIntervalMs,
    logger,
  );
  const stopDispatching = resolve(container, TOKENS.WebhookDispatch).start(logger, options.webhookDispatch);
  // What a crash left in the file store goes in the background; requests are served meanwhile.
  const sweeping = resolve(container, USE_CASES.sweepOrphanFiles)
    .execute()
    .then(
      (swept) => logger.info({ filesDir: config.files.dir, ...swept }, "file store swept"),
      (error: unknown) => logger.warn({ err: error }, "file store sweep failed"),
    );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("shutting down: no new connections, finishing in-flight requests");
      stopPurging();
      stopHearing();
      const recordingStopped = stopRecording();
      const importPurgeStopped = stopPurgingImports();
      const dispatchStopped = stopDispatching();
      try {
        await closeServer(server, options.shutdownTimeoutMs ?? 10_000);
      } finally {
        await sweeping;
        await recordingStopped;
        await importPurgeStopped;
        await dispatchStopped;
        // The OCR worker threads (tesseract) would otherwise keep the process alive.
        await closeOcr(resolve(container, TOKENS.OcrPort)).catch((error: unknown) =>
          logger.warn({ err: error }, "OCR shutdown failed"),
        );
        await resolve(container, TOKENS.JobQueue)
          .close()
          .catch((error: unknown) => logger.warn({ err: error }, "job queue shutdown failed"));
        await resolve(container, TOKENS.RateLimitBackend)
          .close()
          .catch((error: unknown) => logger.warn({ err: error }, "rate-limit store shutdown failed"));
        await database.close();
        logger.info("database closed; stopped");
      }
    })();
    return stopping;
  };
  return { url, port, config, logger, container, server, fileSweep: sweeping, stop };
};
