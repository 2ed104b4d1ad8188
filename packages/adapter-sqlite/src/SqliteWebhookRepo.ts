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
import { and, asc, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { webhookAttempts, webhookDeliveries, webhooks } from "./schema";
import { writeTransaction } from "./writeTransaction";

/**
 * Webhooks with their deliveries and attempts. A claim leases its deliveries inside SQLite's one
 * write transaction, so two deliverers (processes on the same file) never take the same one.
 */
export class SqliteWebhookRepo implements WebhookRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(webhook: Webhook): Promise<void> {
    await writeTransaction(this.db, (tx) => tx.insert(webhooks).values(webhookRow(webhook)).run());
  }

  async findById(id: WebhookId): Promise<Webhook | null> {
    const row = guarded(() => this.db.select().from(webhooks).where(eq(webhooks.id, id)).get());
    return row ? toWebhook(row) : null;
  }

  async countByUser(userId: UserId): Promise<number> {
    return guarded(() => this.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.userId, userId)).all())
      .length;
  }

  async listByUser(userId: UserId): Promise<Webhook[]> {
    return guarded(() =>
      this.db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.id)).all(),
    ).map(toWebhook);
  }

  async update(id: WebhookId, changes: WebhookChanges): Promise<Webhook | null> {
    const { events, ...rest } = changes;
    const row = await writeTransaction(this.db, (tx) =>
      tx
        .update(webhooks)
        .set({ ...rest, ...(events !== undefined && { events: events.join(" ") }) })
        .where(eq(webhooks.id, id))
        .returning()
        .get(),
    );
    return row ? toWebhook(row) : null;
  }

  /** Deliveries and attempts go with it (ON DELETE CASCADE). */
  async delete(id: WebhookId): Promise<Webhook | null> {
    const row = await writeTransaction(this.db, (tx) =>
      tx.delete(webhooks).where(eq(webhooks.id, id)).returning().get(),
    );
    return row ? toWebhook(row) : null;
  }

  async subscribersOf(eventType: string, userIds: readonly string[]): Promise<Webhook[]> {
    if (userIds.length === 0) return [];
    const rows = guarded(() =>
      this.db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.enabled, true), inArray(webhooks.userId, [...userIds])))
        .all(),
    );
    return rows.filter((row) => subscribes(row, eventType)).map(toWebhook);
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<PendingDelivery[]> {
    return writeTransaction(this.db, (tx) => {
      const rows = tx
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
        .all();
      if (rows.length > 0) {
        tx.update(webhookDeliveries)
          .set({ leaseUntil })
          .where(
            inArray(
              webhookDeliveries.id,
              rows.map((row) => row.id),
            ),
          )
          .run();
      }
      return rows.map(toDelivery);
    });
  }

  async recordAttempt(record: AttemptRecord): Promise<void> {
    const { attempt } = record;
    await writeTransaction(this.db, (tx) => {
      const webhook = tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, attempt.webhookId)).get();
      if (!webhook) return;
      const delivery = tx
        .select({ attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, attempt.deliveryId))
        .get();
      if (delivery) {
        tx.update(webhookDeliveries)
          .set({
            attempts: delivery.attempts + 1,
            ...(record.nextAttemptAt !== null && { nextAttemptAt: record.nextAttemptAt }),
            done: record.nextAttemptAt === null,
            succeeded: record.succeeded,
            leaseUntil: null,
          })
          .where(eq(webhookDeliveries.id, attempt.deliveryId))
          .run();
      }
      tx.insert(webhookAttempts).values(attempt).run();
      if (record.webhook) {
        const { events, ...rest } = record.webhook;
        tx.update(webhooks)
          .set({ ...rest, ...(events !== undefined && { events: events.join(" ") }) })
          .where(eq(webhooks.id, attempt.webhookId))
          .run();
      }
    });
  }

  async listAttempts(webhookId: WebhookId, limit: number): Promise<WebhookAttempt[]> {
    return guarded(() =>
      this.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.webhookId, webhookId))
        .orderBy(desc(webhookAttempts.id))
        .limit(limit)
        .all(),
    ).map(toAttempt);
  }

  /** For the outbox's publish, inside its transaction: queues what is not queued yet. */
  static queue(
    tx: Parameters<Parameters<typeof writeTransaction>[1]>[0],
    deliveries: readonly PendingDelivery[],
  ): void {
    if (deliveries.length === 0) return;
    const live = new Set(
      tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(
          inArray(
            webhooks.id,
            deliveries.map((d) => d.webhookId),
          ),
        )
        .all()
        .map((row) => row.id),
    );
    const rows = deliveries.filter((d) => live.has(d.webhookId)).map(deliveryRow);
    if (rows.length > 0) tx.insert(webhookDeliveries).values(rows).onConflictDoNothing().run();
  }
}
