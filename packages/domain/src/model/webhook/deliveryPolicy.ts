import type { Webhook } from "./Webhook";
import type { AttemptResult, PendingDelivery } from "./WebhookDelivery";
import { attemptSucceeded } from "./WebhookDelivery";

/**
 * When deliveries are retried and when an endpoint is given up on. Pure: the time and the random
 * source are arguments, so the schedule is tested without sleeping.
 */

export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** A webhook whose deliveries have failed for this long without one success is disabled. */
export const DISABLE_AFTER_MS = 24 * 60 * 60_000;

/** A number in [0, 1), as Math.random gives. */
export type Random = () => number;

/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones: doubling from 5 s up to an
 * hour, each wait drawn from its upper half (jitter), so endpoints that failed together are not
 * all called again in the same second.
 */
export const retryDelayMs = (attempts: number, random: Random): number => {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};

/** What becomes of a delivery, and of its webhook, after an attempt. */
export type DeliveryDecision =
  | { readonly kind: "succeeded" }
  | { readonly kind: "retry"; readonly nextAttemptAt: Date; readonly failingSince: Date }
  | { readonly kind: "failed"; readonly failingSince: Date; readonly disabledReason: string | null };

const describeFailure = (result: AttemptResult): string =>
  result.error ?? (result.statusCode !== null ? `HTTP ${result.statusCode}` : "no answer");

export const decideAfterAttempt = (
  webhook: Pick<Webhook, "failingSince">,
  delivery: Pick<PendingDelivery, "attempts" | "createdAt">,
  result: AttemptResult,
  now: Date,
  random: Random,
): DeliveryDecision => {
  if (attemptSucceeded(result)) return { kind: "succeeded" };
  const failingSince = webhook.failingSince ?? now;
  if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
    return {
      kind: "failed",
      failingSince,
      disabledReason: `Disabled after deliveries failed since ${failingSince.toISOString()}; last failure: ${describeFailure(result)}`,
    };
  }
  const attempts = delivery.attempts + 1;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, random));
  if (nextAttemptAt.getTime() - delivery.createdAt.getTime() > DISABLE_AFTER_MS) {
    return { kind: "failed", failingSince, disabledReason: null };
  }
  return { kind: "retry", nextAttemptAt, failingSince };
};
