import "reflect-metadata";
import { ConfigError } from "./config/config";
import { startJobWorker } from "./jobWorker";

/** Entry point of `pnpm start:worker`: run jobs until SIGTERM / SIGINT, then finish the ones in hand. */
try {
  const worker = await startJobWorker();
  const onSignal = (signal: NodeJS.Signals) => {
    worker.logger.info({ signal }, "signal received");
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        worker.logger.error({ err: error }, "worker shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Failed to start the worker: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
