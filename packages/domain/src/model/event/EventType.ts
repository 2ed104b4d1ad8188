/** Every event the service emits (API-CONTRACT.md, "Events and webhooks"), in the contract's order. */
export const EVENT_TYPES = [
  "transaction.created",
  "transaction.updated",
  "transaction.deleted",
  "transfer.created",
  "transfer.deleted",
  "receipt.processed",
  "import.committed",
  "recurrence.recorded",
  "budget.threshold_crossed",
  "budget.invitation.created",
  "budget.invitation.answered",
  "budget.member.removed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** What `POST /webhooks/:id/test` sends: to that one webhook, never through the outbox. */
export const TEST_EVENT_TYPE = "webhook.test";

export const isEventType = (value: unknown): value is EventType =>
  typeof value === "string" && (EVENT_TYPES as readonly string[]).includes(value);
