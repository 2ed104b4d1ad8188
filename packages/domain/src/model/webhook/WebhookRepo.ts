import type { UserId } from "../../shared/Id";
import type { Webhook, WebhookId } from "./Webhook";
import type { PendingDelivery, WebhookAttempt } from "./WebhookDelivery";

export type WebhookChanges = Partial<
  Pick<Webhook, "url" | "events" | "description" | "enabled" | "disabledReason" | "failingSince">
> & { readonly updatedAt: Date };

/** How an attempt's outcome is stored: the attempt, the delivery's next state, the webhook's. */
export interface AttemptRecord {
  readonly attempt: WebhookAttempt;
  /**
   * Another try at this time, or null when the delivery is over (succeeded or given up). The test
   * event has no stored delivery: its attempt is recorded alone.
   */
  readonly nextAttemptAt: Date | null;
  readonly succeeded: boolean;
  /** Only the fields that change; absent: the webhook is left as it is (the test event). */
  readonly webhook?: WebhookChanges;
}

export interface WebhookRepo {
  create(webhook: Webhook): Promise<void>;
  findById(id: WebhookId): Promise<Webhook | null>;
  countByUser(userId: UserId): Promise<number>;
  /** The user's webhooks, newest first. */
  listByUser(userId: UserId): Promise<Webhook[]>;
  /** Writes the given fields; null when it is gone. */
  update(id: WebhookId, changes: WebhookChanges): Promise<Webhook | null>;
  /** Removes it with its deliveries and attempts; the removed record, or null. */
  delete(id: WebhookId): Promise<Webhook | null>;
  /** The enabled webhooks of these users subscribed to this event type. */
  subscribersOf(eventType: string, userIds: readonly string[]): Promise<Webhook[]>;
  /**
   * Leases up to `limit` unfinished deliveries due by `now` until `leaseUntil`, soonest first, so
   * no other deliverer attempts one of them meanwhile.
   */
  claimDue(limit: number, now: Date, leaseUntil: Date): Promise<PendingDelivery[]>;
  /** In one atomic step: the attempt, the delivery's state, the webhook's changes. */
  recordAttempt(record: AttemptRecord): Promise<void>;
  /** The webhook's attempts, newest first. */
  listAttempts(webhookId: WebhookId, limit: number): Promise<WebhookAttempt[]>;
}
