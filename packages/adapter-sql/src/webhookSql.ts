import {
  type DomainEvent,
  type EventType,
  isEventType,
  type JsonObject,
  type PendingDelivery,
  type Webhook,
  type WebhookAttempt,
} from "@finance/domain";
import { type Stored, storedId } from "./mappers";

/**
 * Webhooks, deliveries, attempts and outbox events as both stores keep them: lists as
 * space-separated text (event types, audience ids), payloads as JSON text.
 */

export type WebhookRow = Omit<Stored<Webhook>, "events"> & { readonly events: string };

export const webhookRow = (webhook: Webhook): WebhookRow => ({ ...webhook, events: webhook.events.join(" ") });

export const toWebhook = (row: WebhookRow): Webhook => ({
  ...row,
  id: storedId(row.id),
  userId: storedId(row.userId),
  events: row.events.split(" ").filter(isEventType),
});

export const subscribes = (row: Pick<WebhookRow, "events">, eventType: string): boolean =>
  row.events.split(" ").includes(eventType);

export type DeliveryRow = Omit<Stored<PendingDelivery>, "data"> & {
  readonly data: string;
  readonly leaseUntil: Date | null;
  readonly done: boolean;
  readonly succeeded: boolean | null;
};

export const deliveryRow = (delivery: PendingDelivery): DeliveryRow => ({
  ...delivery,
  data: JSON.stringify(delivery.data),
  leaseUntil: null,
  done: false,
  succeeded: null,
});

export const toDelivery = (row: Omit<DeliveryRow, "leaseUntil" | "done" | "succeeded">): PendingDelivery => ({
  id: storedId(row.id),
  webhookId: storedId(row.webhookId),
  eventId: storedId(row.eventId),
  eventType: row.eventType,
  occurredAt: row.occurredAt,
  data: JSON.parse(row.data) as JsonObject,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  createdAt: row.createdAt,
});

export const toAttempt = (row: Stored<WebhookAttempt>): WebhookAttempt => ({
  ...row,
  id: storedId(row.id),
  webhookId: storedId(row.webhookId),
  deliveryId: storedId(row.deliveryId),
  eventId: storedId(row.eventId),
});

export interface OutboxEventRow {
  readonly id: string;
  readonly userId: string;
  readonly type: string;
  readonly audience: string;
  readonly occurredAt: Date;
  readonly data: string;
  readonly publishedAt: Date | null;
  readonly leaseUntil: Date | null;
}

export const outboxEventRow = (event: DomainEvent): OutboxEventRow => ({
  id: event.id,
  userId: event.userId,
  type: event.type,
  audience: event.audience.join(" "),
  occurredAt: event.occurredAt,
  data: JSON.stringify(event.data),
  publishedAt: null,
  leaseUntil: null,
});

export const toDomainEvent = (row: OutboxEventRow): DomainEvent => ({
  id: storedId(row.id),
  type: row.type as EventType,
  userId: storedId(row.userId),
  audience: row.audience.split(" ").map((id) => storedId(id)),
  occurredAt: row.occurredAt,
  data: JSON.parse(row.data) as JsonObject,
});
