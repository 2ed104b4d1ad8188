import { findOwnedWebhook } from "../../model/webhook/findOwnedWebhook";
import { type PublicWebhook, toPublicWebhook } from "../../model/webhook/Webhook";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { UserId } from "../../shared/Id";

export class GetWebhook {
  constructor(private readonly webhooks: WebhookRepo) {}

  async execute(userId: UserId, id: string): Promise<PublicWebhook> {
    return toPublicWebhook(await findOwnedWebhook(this.webhooks, userId, id));
  }
}
