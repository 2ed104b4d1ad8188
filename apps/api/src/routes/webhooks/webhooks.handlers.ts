import { type AppRouteHandler, success } from "../../http/openapi";
import { presentWebhook, presentWebhookDelivery } from "./webhooks.presenters";
import type * as routes from "./webhooks.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const created = await c.get("useCases").createWebhook.execute(c.get("userId"), c.req.valid("json"));
  return c.json(
    success("WEBHOOK_CREATED", "Webhook created; its secret is shown this once", {
      webhook: presentWebhook(created.webhook),
      secret: created.secret,
    }),
    201,
  );
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const webhooks = await c.get("useCases").listWebhooks.execute(c.get("userId"));
  return c.json(success("WEBHOOKS_FETCHED", "Webhooks fetched", { webhooks: webhooks.map(presentWebhook) }), 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const webhook = await c.get("useCases").getWebhook.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("WEBHOOK_FETCHED", "Webhook fetched", { webhook: presentWebhook(webhook) }), 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const webhook = await c
    .get("useCases")
    .updateWebhook.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("json"));
  return c.json(success("WEBHOOK_UPDATED", "Webhook updated", { webhook: presentWebhook(webhook) }), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const webhook = await c.get("useCases").deleteWebhook.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("WEBHOOK_DELETED", "Webhook deleted", { webhook: presentWebhook(webhook) }), 200);
};

export const test: AppRouteHandler<typeof routes.test> = async (c) => {
  const attempt = await c.get("useCases").sendTestEvent.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("WEBHOOK_TESTED", "Test event sent", { delivery: presentWebhookDelivery(attempt) }), 200);
};

export const deliveries: AppRouteHandler<typeof routes.deliveries> = async (c) => {
  const attempts = await c.get("useCases").listWebhookDeliveries.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("WEBHOOK_DELIVERIES_FETCHED", "Deliveries fetched", { deliveries: attempts.map(presentWebhookDelivery) }),
    200,
  );
};
