import type { Webhook } from "./Webhook";
import type { AttemptResult, PendingDelivery } from "./WebhookDelivery";

/**
 * Port: whether a URL may be called (scheme, and every address its host resolves to). Answers
 * the URL in its normal form, or throws WEBHOOK_URL_NOT_ALLOWED.
 */
export interface WebhookUrlGuard {
  check(url: string): Promise<string>;
}

/**
 * Port: one signed HTTP attempt of a delivery. Never throws for the endpoint's failures: a refused
 * address, a timeout or a connection error is an `error` in the result.
 */
export interface WebhookSender {
  send(webhook: Webhook, delivery: PendingDelivery): Promise<AttemptResult>;
}

/** Port: the webhook secrets' source (`whsec_` and a random key, base64). */
export interface WebhookSecrets {
  generate(): string;
}
