import { deliveryRow, subscribes, toAttempt, toDelivery, toWebhook, webhookRow } from "@finance/adapter-sql";
import type {
  AttemptRecord,
  PendingDelivery,
  UserId,
  Webhook,
  WebhookAttempt,
  WebhookChanges,
  WebhookId,
  WebhookRepo,
} from "@finance/domain";
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { webhookAttempts, webhookDeliveries, webhooks } from "./schema";

type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

/**
 * Webhooks with their deliveries and attempts. A claim takes its deliveries with FOR UPDATE SKIP
 * LOCKED and leases them in the same transaction, so deliverers in several processes never take
 * the same delivery at the same time.
 */
export class PostgresWebhookRepo implements WebhookRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async create(webhook: Webhook): Promise<void> {
    await guarded(() => this.db.insert(webhooks).values(webhookRow(webhook)));
  }

  async findById(id: WebhookId): Promise<Webhook | null> {
    const [row] = await guarded(() => this.db.select().from(webhooks).where(eq(webhooks.id, id)));
    return row ? toWebhook(row) : null;
  }

  async countByUser(userId: UserId): Promise<number> {
    return (await guarded(() => this.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.userId, userId))))
      .length;
  }

  async listByUser(userId: UserId): Promise<Webhook[]> {
    const rows = await guarded(() =>
      this.db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.id)),
    );
    return rows.map(toWebhook);
  }

  async update(id: WebhookId, changes: WebhookChanges): Promise<Webhook | null> {
    const { events, ...rest } = changes;
    const [row] = await guarded(() =>
      this.db
        .update(webhooks)
        .set({ ...rest, ...(events !== undefined && { events: events.join(" ") }) })
        .where(eq(webhooks.id, id))
        .returning(),
    );
    return row ? toWebhook(row) : null;
  }

  /** Deliveries and attempts go with it (ON DELETE CASCADE). */
  async delete(id: WebhookId): Promise<Webhook | null> {
    const [row] = await guarded(() => this.db.delete(webhooks).where(eq(webhooks.id, id)).returning());
    return row ? toWebhook(row) : null;
  }

  async subscribersOf(eventType: string, userIds: readonly string[]): Promise<Webhook[]> {
    if (userIds.length === 0) return [];
    const rows = await guarded(() =>
      this.db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.enabled, true), inArray(webhooks.userId, [...userIds]))),
    );
    return rows.filter((row) => subscribes(row, eventType)).map(toWebhook);
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<PendingDelivery[]> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.done, false),
              lte(webhookDeliveries.nextAttemptAt, now),
              or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
            ),
          )
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(webhookDeliveries)
            .set({ leaseUntil })
            .where(
              inArray(
                webhookDeliveries.id,
                rows.map((row) => row.id),
              ),
            );
        }
        return rows.map(toDelivery);
      }),
    );
  }

  async recordAttempt(record: AttemptRecord): Promise<void> {
    const { attempt } = record;
    await guarded(() =>
      this.db.transaction(async (tx) => {
        const [webhook] = await tx
          .select({ id: webhooks.id })
          .from(webhooks)
          .where(eq(webhooks.id, attempt.webhookId))
          .for("update");
        if (!webhook) return;
        await tx
          .update(webhookDeliveries)
          .set({
            attempts: sqlIncrement,
            ...(record.nextAttemptAt !== null && { nextAttemptAt: record.nextAttemptAt }),
            done: record.nextAttemptAt === null,
            succeeded: record.succeeded,
            leaseUntil: null,
          })
          .where(eq(webhookDeliveries.id, attempt.deliveryId));
        await tx.insert(webhookAttempts).values(attempt);
        if (record.webhook) {
          const { events, ...rest } = record.webhook;
          await tx
            .update(webhooks)
            .set({ ...rest, ...(events !== undefined && { events: events.join(" ") }) })
            .where(eq(webhooks.id, attempt.webhookId));
        }
      }),
    );
  }

  async listAttempts(webhookId: WebhookId, limit: number): Promise<WebhookAttempt[]> {
    const rows = await guarded(() =>
      this.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.webhookId, webhookId))
        .orderBy(desc(webhookAttempts.id))
        .limit(limit),
    );
    return rows.map(toAttempt);
  }

  /** For the outbox's publish, inside its transaction: queues what is not queued yet. */
  static async queue(tx: Tx, deliveries: readonly PendingDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const live = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        inArray(
          webhooks.id,
          deliveries.map((d) => d.webhookId),
        ),
      )
      .for("share");
    const ids = new Set(live.map((row) => row.id));
    const rows = deliveries.filter((d) => ids.has(d.webhookId)).map(deliveryRow);
    if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
  }
}

const sqlIncrement = sql`${webhookDeliveries.attempts} + 1`;
