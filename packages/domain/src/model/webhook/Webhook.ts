import { invalidField } from "../../shared/domainErrors";
import type { Id, UserId } from "../../shared/Id";
import { parseDescription } from "../../shared/text";
import { EVENT_TYPES, type EventType, isEventType } from "../event/EventType";

export type WebhookId = Id<"Webhook">;

/** The secret's prefix, as the Standard Webhooks specification writes secrets. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** An endpoint that receives its owner's events, signed with its secret. */
export interface Webhook {
  readonly id: WebhookId;
  readonly userId: UserId;
  readonly url: string;
  readonly events: readonly EventType[];
  readonly description: string;
  /**
   * `whsec_<base64 key>`: kept as is because every delivery is signed with it (a hash could not
   * sign); shown to its owner once, in the creation's answer, and never logged.
   */
  readonly secret: string;
  readonly enabled: boolean;
  /** Why it was disabled (the delivery rule, or its owner), else null. */
  readonly disabledReason: string | null;
  /** The first failure of the current run of failed deliveries; null after any success. */
  readonly failingSince: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A webhook as its owner sees it: everything but the secret. */
export type PublicWebhook = Omit<Webhook, "secret">;

export const toPublicWebhook = ({ secret: _secret, ...rest }: Webhook): PublicWebhook => rest;

/** At least one known event type, duplicates folded, in the catalogue's order. */
export const parseEventTypes = (value: unknown): EventType[] => {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidField("events", "events must be a non-empty list of event types");
  }
  const unknown = value.filter((type) => !isEventType(type));
  if (unknown.length > 0) {
    throw invalidField("events", `Unknown event types; known: ${EVENT_TYPES.join(", ")}`);
  }
  return EVENT_TYPES.filter((type) => value.includes(type));
};

export const parseWebhookDescription = (value: unknown): string => parseDescription(value);

/** The URL as text; whether it may be called is the UrlGuard's to say. */
export const parseWebhookUrl = (value: unknown): string => {
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_WEBHOOK_URL_LENGTH) {
    throw invalidField("url", `url must be an absolute URL of at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  }
  return value.trim();
};
