import type { DeliverDueWebhooks, RelayEvents } from "@finance/domain";
import type { Logger } from "pino";

/** How often the in-process loop looks for events to relay and deliveries that are due. */
export const WEBHOOK_DISPATCH_INTERVAL_MS = 1000;

/** Rounds one tick runs back to back while they find work, so one tick cannot hold the loop forever. */
const MAX_ROUNDS_PER_TICK = 50;

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

  /**
   * Runs rounds every `intervalMs` until the answered stop is called; a round that found work is
   * followed at once by another (the relay takes one event per user per round, so a burst drains
   * in rounds, not seconds), at most `MAX_ROUNDS_PER_TICK` in a row. A failed round is logged.
   */
  start(logger: Logger, intervalMs = WEBHOOK_DISPATCH_INTERVAL_MS): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = async () => {
      for (let round = 0; round < MAX_ROUNDS_PER_TICK && !stopped; round += 1) {
        try {
          const { published, attempted } = await this.runOnce();
          if (published === 0 && attempted === 0) return;
        } catch (error) {
          logger.error({ err: error }, "webhook dispatch round failed");
          return;
        }
      }
    };
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      running = tick().finally(() => {
        busy = false;
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
