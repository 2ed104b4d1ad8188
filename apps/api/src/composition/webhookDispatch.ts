import type { DeliverDueWebhooks, RelayEvents } from "@finance/domain";
import type { Logger } from "pino";

/** How often the in-process loop looks for events to relay and deliveries that are due. */
export const WEBHOOK_DISPATCH_INTERVAL_MS = 1000;

/**
 * One round of webhook work: publish what the outbox holds, then attempt what is due. It is
 * what a job runs too; several processes may run it at once on one database (the stores lease
 * what each one takes).
 */
export class WebhookDispatch {
  constructor(
    private readonly relay: RelayEvents,
    private readonly deliver: DeliverDueWebhooks,
  ) {}

  async runOnce(): Promise<{ published: number; attempted: number }> {
    const published = await this.relay.execute();
    const attempted = await this.deliver.execute();
    return { published, attempted };
  }

  /** Runs a round every `intervalMs` until the answered stop is called; a failed round is logged. */
  start(logger: Logger, intervalMs = WEBHOOK_DISPATCH_INTERVAL_MS): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const timer = setInterval(() => {
      running = running.then(async () => {
        if (stopped) return;
        try {
          await this.runOnce();
        } catch (error) {
          logger.error({ err: error }, "webhook dispatch round failed");
        }
      });
    }, intervalMs);
    timer.unref();
    return async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    };
  }
}
