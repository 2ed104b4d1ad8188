import {
  type PublicWebhook,
  parseEventTypes,
  parseWebhookDescription,
  parseWebhookUrl,
  toPublicWebhook,
  type Webhook,
  type WebhookId,
} from "../../model/webhook/Webhook";
import type { WebhookSecrets, WebhookUrlGuard } from "../../model/webhook/WebhookPorts";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";

export interface CreateWebhookInput {
  url: string;
  events: readonly string[];
  description?: string;
}

export interface CreatedWebhook {
  readonly webhook: PublicWebhook;
  /** `whsec_...`: shown in this answer only. */
  readonly secret: string;
}

export class CreateWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly urls: WebhookUrlGuard,
    private readonly secrets: WebhookSecrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreateWebhookInput): Promise<CreatedWebhook> {
    const events = parseEventTypes(input.events);
    const description = parseWebhookDescription(input.description);
    const url = await this.urls.check(parseWebhookUrl(input.url));
    const now = this.clock.now();
    const webhook: Webhook = {
      id: this.ids.next<WebhookId>(),
      userId,
      url,
      events,
      description,
      secret: this.secrets.generate(),
      enabled: true,
      disabledReason: null,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.webhooks.create(webhook);
    return { webhook: toPublicWebhook(webhook), secret: webhook.secret };
  }
}
