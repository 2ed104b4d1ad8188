import type { DeliverDueWebhooks, RelayEvents } from "@finance/domain";
import type { Logger } from "pino";

/** How often the in-process loop looks for events to relay and deliveries that are due, while there is work. */
export const WEBHOOK_DISPATCH_INTERVAL_MS = 1000;
/**
 * The longest wait between rounds that find nothing: idle rounds double the wait up to this, so a
 * service with no webhooks (or nothing happening) looks every 10 s instead of every second.
 */
export const WEBHOOK_DISPATCH_IDLE_MAX_MS = 10_000;

export interface DispatchSchedule {
  readonly intervalMs?: number;
  readonly idleMaxMs?: number;
}

/** The wait before the next round: the interval after a round that did work, else double the last wait, capped. */
export const nextDispatchWait = (
  lastWaitMs: number,
  didWork: boolean,
  intervalMs: number,
  idleMaxMs: number,
): number => (didWork ? intervalMs : Math.min(idleMaxMs, Math.max(intervalMs, lastWaitMs * 2)));

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
   * Runs rounds until the answered stop is called, one at a time: the next one `intervalMs` after
   * a round that did work (or failed, logged), longer after idle ones (`nextDispatchWait`).
   */
  start(logger: Logger, schedule: DispatchSchedule = {}): () => Promise<void> {
    const intervalMs = schedule.intervalMs ?? WEBHOOK_DISPATCH_INTERVAL_MS;
    const idleMaxMs = schedule.idleMaxMs ?? WEBHOOK_DISPATCH_IDLE_MAX_MS;
    let wait = intervalMs;
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const round = async () => {
      let didWork = true;
      try {
        const { published, attempted } = await this.runOnce();
        didWork = published + attempted > 0;
      } catch (error) {
        logger.error({ err: error }, "webhook dispatch round failed");
      }
      wait = nextDispatchWait(wait, didWork, intervalMs, idleMaxMs);
      next();
    };
    const next = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = round();
      }, wait);
      timer.unref();
    };
    next();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  }
}
