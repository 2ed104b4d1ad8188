import type { Id } from "../../shared/Id";
import type { EventId, JsonObject } from "../event/DomainEvent";
import type { WebhookId } from "./Webhook";

export type WebhookDeliveryId = Id<"WebhookDelivery">;
export type WebhookAttemptId = Id<"WebhookAttempt">;

/** One event on its way to one webhook, tried until it succeeds or the policy gives up. */
export interface PendingDelivery {
  readonly id: WebhookDeliveryId;
  readonly webhookId: WebhookId;
  readonly eventId: EventId;
  /** An event type, or the test event's. */
  readonly eventType: string;
  /** When the event happened: the body's `timestamp`. */
  readonly occurredAt: Date;
  readonly data: JsonObject;
  /** Attempts made so far. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly createdAt: Date;
}

/** What one HTTP attempt gave: a status code, or an error (timeout, refused address, ...). */
export interface AttemptResult {
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  /** The first bytes of the response body at most, as text. */
  readonly responsePrefix: string | null;
}

/** One attempt, as `GET /webhooks/:id/deliveries` lists them. */
export interface WebhookAttempt extends AttemptResult {
  readonly id: WebhookAttemptId;
  readonly webhookId: WebhookId;
  readonly deliveryId: WebhookDeliveryId;
  readonly eventId: EventId;
  readonly eventType: string;
  readonly attemptedAt: Date;
}

export const attemptSucceeded = (result: AttemptResult): boolean =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
