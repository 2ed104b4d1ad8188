import "reflect-metadata";
import { ConfigError } from "./config/config";
import { startService } from "./server";

/** Entry point: start the service and stop it gracefully on SIGTERM / SIGINT. */
try {
  const service = await startService();
  const onSignal = (signal: NodeJS.Signals) => {
    service.logger.info({ signal }, "signal received");
    service.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        service.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
