import { type PublicWebhook, toPublicWebhook } from "../../model/webhook/Webhook";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { UserId } from "../../shared/Id";

export class ListWebhooks {
  constructor(private readonly webhooks: WebhookRepo) {}

  async execute(userId: UserId): Promise<PublicWebhook[]> {
    return (await this.webhooks.listByUser(userId)).map(toPublicWebhook);
  }
}
