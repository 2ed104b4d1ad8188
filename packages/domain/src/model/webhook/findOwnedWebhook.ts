import { webhookNotFound } from "../../shared/domainErrors";
import { parseUuid, type UserId } from "../../shared/Id";
import type { Webhook, WebhookId } from "./Webhook";
import type { WebhookRepo } from "./WebhookRepo";

/** The caller's webhook by its path id; a malformed id, a missing one and another user's answer alike. */
export const findOwnedWebhook = async (webhooks: WebhookRepo, userId: UserId, rawId: string): Promise<Webhook> => {
  const id = parseUuid<WebhookId>(rawId);
  const webhook = id === null ? null : await webhooks.findById(id);
  if (!webhook || webhook.userId !== userId) throw webhookNotFound();
  return webhook;
};
