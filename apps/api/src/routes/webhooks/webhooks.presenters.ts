import { EVENT_TYPES, type PublicWebhook, type WebhookAttempt } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../shared/presenters";

export const WebhookSchema = z
  .object({
    id: Id,
    url: z.string().openapi({ format: "uri", example: "https://hooks.example.com/finance" }),
    events: z.array(z.enum(EVENT_TYPES)),
    description: z.string(),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().openapi({
      description: "Why it is disabled: after a day of failed deliveries (naming the last failure), or by its owner",
    }),
    failingSince: DateTime.nullable().openapi({
      description: "The first failure of the current run of failed deliveries; null after any success",
    }),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .openapi("Webhook");

export const WebhookDeliverySchema = z
  .object({
    id: Id,
    eventId: Id.openapi({ description: "The event's id, also sent as the `webhook-id` header" }),
    eventType: z.string().openapi({ example: "transaction.created" }),
    attemptedAt: DateTime,
    statusCode: z.number().int().nullable().openapi({ description: "The endpoint's HTTP status; null when none came" }),
    error: z.string().nullable().openapi({
      description:
        "Why the attempt failed without a status (timeout, refused address, connection error), or a redirect",
    }),
    durationMs: z.number().int(),
    responsePrefix: z.string().nullable().openapi({ description: "The first bytes of the endpoint's answer at most" }),
  })
  .openapi("WebhookDelivery");

export const presentWebhook = (webhook: PublicWebhook): z.infer<typeof WebhookSchema> => ({
  id: webhook.id,
  url: webhook.url,
  events: [...webhook.events],
  description: webhook.description,
  enabled: webhook.enabled,
  disabledReason: webhook.disabledReason,
  failingSince: webhook.failingSince ? iso(webhook.failingSince) : null,
  createdAt: iso(webhook.createdAt),
  updatedAt: iso(webhook.updatedAt),
});

export const presentWebhookDelivery = (attempt: WebhookAttempt): z.infer<typeof WebhookDeliverySchema> => ({
  id: attempt.id,
  eventId: attempt.eventId,
  eventType: attempt.eventType,
  attemptedAt: iso(attempt.attemptedAt),
  statusCode: attempt.statusCode,
  error: attempt.error,
  durationMs: attempt.durationMs,
  responsePrefix: attempt.responsePrefix,
});
