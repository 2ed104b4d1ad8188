import { findOwnedWebhook } from "../../model/webhook/findOwnedWebhook";
import {
  type PublicWebhook,
  parseEventTypes,
  parseWebhookDescription,
  parseWebhookUrl,
  toPublicWebhook,
} from "../../model/webhook/Webhook";
import type { WebhookUrlGuard } from "../../model/webhook/WebhookPorts";
import type { WebhookChanges, WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField, webhookNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";

export interface UpdateWebhookInput {
  url?: string;
  events?: readonly string[];
  description?: string;
  /** true re-enables a disabled webhook (its failure run starts over); false pauses it. */
  enabled?: boolean;
}

export class UpdateWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly urls: WebhookUrlGuard,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, id: string, input: UpdateWebhookInput): Promise<PublicWebhook> {
    const webhook = await findOwnedWebhook(this.webhooks, userId, id);
    if (input.enabled !== undefined && typeof input.enabled !== "boolean") {
      throw invalidField("enabled", "enabled must be true or false");
    }
    const changes: WebhookChanges = {
      updatedAt: this.clock.now(),
      ...(input.events !== undefined && { events: parseEventTypes(input.events) }),
      ...(input.description !== undefined && { description: parseWebhookDescription(input.description) }),
      ...(input.url !== undefined && { url: await this.urls.check(parseWebhookUrl(input.url)) }),
      ...(input.enabled === true && { enabled: true, disabledReason: null, failingSince: null }),
      ...(input.enabled === false && { enabled: false, disabledReason: "Disabled by its owner" }),
    };
    const updated = await this.webhooks.update(webhook.id, changes);
    if (!updated) throw webhookNotFound();
    return toPublicWebhook(updated);
  }
}
