import type { Webhook, WebhookId } from "../model/webhook/Webhook";
import type { PendingDelivery, WebhookAttempt } from "../model/webhook/WebhookDelivery";
import type { AttemptRecord, WebhookChanges, WebhookRepo } from "../model/webhook/WebhookRepo";
import type { UserId } from "../shared/Id";
import { copy, type MemoryStore } from "./MemoryStore";

const newestFirst = <T extends { id: string }>(a: T, b: T): number => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Webhooks, their deliveries and attempts in memory; each method is one synchronous step. */
export class MemoryWebhookRepo implements WebhookRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(webhook: Webhook): Promise<void> {
    if (this.store.webhooks.has(webhook.id)) throw new Error(`Duplicate webhook id ${webhook.id}`);
    this.store.webhooks.set(webhook.id, copy(webhook));
  }

  async findById(id: WebhookId): Promise<Webhook | null> {
    const webhook = this.store.webhooks.get(id);
    return webhook ? copy(webhook) : null;
  }

  async countByUser(userId: UserId): Promise<number> {
    return [...this.store.webhooks.values()].filter((webhook) => webhook.userId === userId).length;
  }

  async listByUser(userId: UserId): Promise<Webhook[]> {
    return [...this.store.webhooks.values()]
      .filter((webhook) => webhook.userId === userId)
      .sort(newestFirst)
      .map(copy);
  }

  async update(id: WebhookId, changes: WebhookChanges): Promise<Webhook | null> {
    const current = this.store.webhooks.get(id);
    if (!current) return null;
    const next = { ...current, ...changes };
    this.store.webhooks.set(id, copy(next));
    return copy(next);
  }

  async delete(id: WebhookId): Promise<Webhook | null> {
    const current = this.store.webhooks.get(id);
    if (!current) return null;
    this.store.webhooks.delete(id);
    // The databases' ON DELETE CASCADE.
    for (const [key, row] of this.store.webhookDeliveries) {
      if (row.delivery.webhookId === id) this.store.webhookDeliveries.delete(key);
    }
    for (const [key, attempt] of this.store.webhookAttempts) {
      if (attempt.webhookId === id) this.store.webhookAttempts.delete(key);
    }
    return copy(current);
  }

  async subscribersOf(eventType: string, userIds: readonly string[]): Promise<Webhook[]> {
    return [...this.store.webhooks.values()]
      .filter(
        (webhook) =>
          webhook.enabled &&
          userIds.includes(webhook.userId) &&
          (webhook.events as readonly string[]).includes(eventType),
      )
      .map(copy);
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<PendingDelivery[]> {
    const due = [...this.store.webhookDeliveries.values()]
      .filter(
        (row) => !row.done && row.delivery.nextAttemptAt <= now && (row.leaseUntil === null || row.leaseUntil <= now),
      )
      .sort(
        (a, b) =>
          a.delivery.nextAttemptAt.getTime() - b.delivery.nextAttemptAt.getTime() ||
          (a.delivery.id < b.delivery.id ? -1 : 1),
      )
      .slice(0, limit);
    for (const row of due) row.leaseUntil = leaseUntil;
    return due.map((row) => copy(row.delivery));
  }

  async recordAttempt(record: AttemptRecord): Promise<void> {
    const { attempt } = record;
    if (!this.store.webhooks.has(attempt.webhookId)) return;
    const row = this.store.webhookDeliveries.get(attempt.deliveryId);
    if (row) {
      row.delivery = {
        ...row.delivery,
        attempts: row.delivery.attempts + 1,
        nextAttemptAt: record.nextAttemptAt ?? row.delivery.nextAttemptAt,
      };
      row.done = record.nextAttemptAt === null;
      row.succeeded = record.succeeded;
      row.leaseUntil = null;
    }
    this.store.webhookAttempts.set(attempt.id, copy(attempt));
    if (record.webhook) {
      const current = this.store.webhooks.get(attempt.webhookId);
      if (current) this.store.webhooks.set(current.id, copy({ ...current, ...record.webhook }));
    }
  }

  async listAttempts(webhookId: WebhookId, limit: number): Promise<WebhookAttempt[]> {
    return [...this.store.webhookAttempts.values()]
      .filter((attempt) => attempt.webhookId === webhookId)
      .sort(newestFirst)
      .slice(0, limit)
      .map(copy);
  }
}
