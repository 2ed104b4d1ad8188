import { EVENT_TYPES, MAX_WEBHOOK_URL_LENGTH, webhookNotFound } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { DESCRIPTION_RULES, input } from "../shared/fieldRules";
import { WebhookDeliverySchema, WebhookSchema } from "./webhooks.presenters";

const Url = input.string().openapi({
  format: "uri",
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description:
    "https (http too outside production); every address its host resolves to must be public unless WEBHOOK_ALLOW_PRIVATE=true",
  example: "https://hooks.example.com/finance",
});

const Events = input
  .array(input.string().openapi({ enum: [...EVENT_TYPES] }))
  .max(EVENT_TYPES.length * 4)
  .openapi({ minItems: 1, description: "The event types to receive", example: ["transaction.created"] });

const Description = input.string().openapi({ ...DESCRIPTION_RULES, example: "Ledger sync" });

const CreateWebhookBody = z
  .strictObject({ url: Url, events: Events, description: Description.optional() })
  .openapi("CreateWebhook");

const UpdateWebhookBody = z
  .strictObject({
    url: Url.optional(),
    events: Events.optional(),
    description: Description.optional(),
    enabled: input.boolean().optional().openapi({
      description: "true enables it again (its failure run starts over); false pauses it",
    }),
  })
  .openapi("UpdateWebhook");

const IdParams = z.object({ id: uuidParam("id", webhookNotFound) });
const WithWebhook = { webhook: WebhookSchema };

export const create = createRoute({
  operationId: "createWebhook",
  ...protectedRoute("webhooks", { idempotencyKey: "ignored" }),
  method: "post",
  path: "/webhooks",
  summary: "Register a webhook; its signing secret is shown in this answer only",
  request: { body: jsonBody(CreateWebhookBody) },
  responses: {
    201: jsonResponse(
      envelope("WEBHOOK_CREATED", {
        ...WithWebhook,
        secret: z.string().openapi({
          description:
            "`whsec_...`: verify the `webhook-signature` of every delivery with it (Standard Webhooks). Shown once",
        }),
      }),
      "Created",
    ),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const list = createRoute({
  operationId: "listWebhooks",
  ...protectedRoute("webhooks"),
  method: "get",
  path: "/webhooks",
  summary: "The caller's webhooks, newest first (never their secrets)",
  responses: {
    200: jsonResponse(envelope("WEBHOOKS_FETCHED", { webhooks: z.array(WebhookSchema) }), "Webhooks"),
    ...errorResponses(401),
  },
});

export const get = createRoute({
  operationId: "getWebhook",
  ...protectedRoute("webhooks"),
  method: "get",
  path: "/webhooks/{id}",
  summary: "One webhook",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("WEBHOOK_FETCHED", WithWebhook), "The webhook"),
    ...errorResponses(401, 404),
  },
});

export const update = createRoute({
  operationId: "updateWebhook",
  ...protectedRoute("webhooks"),
  method: "patch",
  path: "/webhooks/{id}",
  summary: "Change a webhook's URL, events or description, or enable or pause it",
  request: { params: IdParams, body: jsonBody(UpdateWebhookBody) },
  responses: {
    200: jsonResponse(envelope("WEBHOOK_UPDATED", WithWebhook), "The webhook"),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export const remove = createRoute({
  operationId: "deleteWebhook",
  ...protectedRoute("webhooks"),
  method: "delete",
  path: "/webhooks/{id}",
  summary: "Delete a webhook with its deliveries",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("WEBHOOK_DELETED", WithWebhook), "The deleted webhook"),
    ...errorResponses(401, 404),
  },
});

export const test = createRoute({
  operationId: "testWebhook",
  ...protectedRoute("webhooks"),
  method: "post",
  path: "/webhooks/{id}/test",
  summary: "Send a `webhook.test` event to the webhook now, once, and answer how it went",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("WEBHOOK_TESTED", { delivery: WebhookDeliverySchema }), "The attempt"),
    ...errorResponses(401, 404, 413, 415),
  },
});

export const deliveries = createRoute({
  operationId: "listWebhookDeliveries",
  ...protectedRoute("webhooks"),
  method: "get",
  path: "/webhooks/{id}/deliveries",
  summary: "The webhook's latest delivery attempts, newest first (at most 100)",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(
      envelope("WEBHOOK_DELIVERIES_FETCHED", { deliveries: z.array(WebhookDeliverySchema) }),
      "Attempts",
    ),
    ...errorResponses(401, 404),
  },
});
