import type { PurgeExpiredImports } from "@finance/domain";
import type { Logger } from "pino";
import { runPeriodically } from "./periodic";

/**
 * Removes expired import previews (and reads a crash left behind) now and then every
 * `intervalMs`; a run still going when the next is due is not doubled. An expired preview already
 * answers IMPORT_NOT_FOUND: this frees its rows. Answers the stop, which waits for a run in progress.
 */
export const scheduleImportPurge = (
  purge: PurgeExpiredImports,
  intervalMs: number,
  logger: Logger,
): (() => Promise<void>) => {
  return runPeriodically(
    () =>
      purge.execute().then(
        (purged) => {
          if (purged > 0) logger.info({ purged }, "expired import previews purged");
        },
        (error: unknown) => logger.warn({ err: error }, "purging expired import previews failed"),
      ),
    intervalMs,
  );
};
