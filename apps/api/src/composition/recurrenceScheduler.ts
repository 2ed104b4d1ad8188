import type { RecordDueOccurrences } from "@finance/domain";
import type { Logger } from "pino";
import { runPeriodically } from "./periodic";

/**
 * Records due recurrences now (catching up on what a stopped service missed) and then every
 * `intervalMs`; a run still going when the next is due is not doubled. Several processes on one
 * database may all run it: the store records each occurrence once. Answers the stop, which waits
 * for a run in progress.
 */
export const scheduleRecurrences = (
  recordDue: RecordDueOccurrences,
  intervalMs: number,
  logger: Logger,
): (() => Promise<void>) => {
  return runPeriodically(
    () =>
      recordDue.execute().then(
        ({ recorded, paused }) => {
          if (recorded > 0) logger.info({ recorded }, "recurring transactions recorded");
          for (const { id, code } of paused)
            logger.warn({ recurrenceId: id, code }, "recurrence paused: it cannot record");
        },
        (error: unknown) => logger.warn({ err: error }, "recording recurring transactions failed"),
      ),
    intervalMs,
  );
};
