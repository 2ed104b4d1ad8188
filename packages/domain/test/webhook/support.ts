import {
  type AttemptResult,
  CreateWebhook,
  DeleteWebhook,
  DeliverDueWebhooks,
  GetWebhook,
  ListWebhookDeliveries,
  ListWebhooks,
  type PendingDelivery,
  RelayEvents,
  SendTestEvent,
  UpdateWebhook,
  type Webhook,
  type WebhookSender,
  webhookUrlNotAllowed,
} from "../../src";
import { makeWorld } from "../mothers";

/** Answers scripted results in turn (the last one repeats) and notes what it was asked to send. */
export const scriptedSender = (...results: AttemptResult[]) => {
  const sent: { webhook: Webhook; delivery: PendingDelivery }[] = [];
  const sender: WebhookSender = {
    send: async (webhook, delivery) => {
      sent.push({ webhook, delivery });
      return results[Math.min(sent.length - 1, results.length - 1)] as AttemptResult;
    },
  };
  return { sender, sent };
};

export const ok: AttemptResult = { statusCode: 204, error: null, durationMs: 3, responsePrefix: "" };
export const serverError: AttemptResult = { statusCode: 500, error: null, durationMs: 3, responsePrefix: "oops" };
export const timedOut: AttemptResult = {
  statusCode: null,
  error: "Timed out after 10000 ms",
  durationMs: 10_000,
  responsePrefix: null,
};

/** The memory world with the webhook use cases; URLs on `refused.example` are refused. */
export const makeWebhookWorld = (...results: AttemptResult[]) => {
  const world = makeWorld();
  const { sender, sent } = scriptedSender(...(results.length > 0 ? results : [ok]));
  const urls = {
    check: async (url: string) => {
      if (url.includes("refused.example")) throw webhookUrlNotAllowed("the host resolves to 127.0.0.1");
      return url;
    },
  };
  let secrets = 0;
  const webhookSecrets = { generate: () => `whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ${++secrets}` };
  let draws = 0.5;
  const ports = { webhooks: world.webhooks, sender, ids: world.ids, clock: world.clock, random: () => draws };
  return {
    ...world,
    sent,
    setRandom: (value: number) => {
      draws = value;
    },
    createWebhook: new CreateWebhook(world.webhooks, urls, webhookSecrets, world.ids, world.clock),
    listWebhooks: new ListWebhooks(world.webhooks),
    getWebhook: new GetWebhook(world.webhooks),
    updateWebhook: new UpdateWebhook(world.webhooks, urls, world.clock),
    deleteWebhook: new DeleteWebhook(world.webhooks),
    listDeliveries: new ListWebhookDeliveries(world.webhooks),
    sendTestEvent: new SendTestEvent(ports),
    relay: new RelayEvents(world.outbox, world.webhooks, world.ids, world.clock),
    deliver: new DeliverDueWebhooks(ports),
  };
};
