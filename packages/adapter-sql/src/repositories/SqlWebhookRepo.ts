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
import { oneOf, type Plan, rowsOf, runOf, type SqlDriver } from "../driver";
import type { Stored } from "../mappers";
import { insertInto, selection, setFrom } from "../rowSql";
import type { WebhookTables } from "../tables";
import {
  type DeliveryRow,
  deliveryRow,
  subscribes,
  toAttempt,
  toDelivery,
  toWebhook,
  type WebhookRow,
  webhookRow,
} from "../webhookSql";

const changesRow = ({ events, ...rest }: WebhookChanges) => ({
  ...rest,
  ...(events !== undefined && { events: events.join(" ") }),
});

/**
 * Webhooks with their deliveries and attempts, for both stores. A claim is one plan: on SQLite
 * one write transaction (writers queue), on PostgreSQL rows taken FOR UPDATE SKIP LOCKED; either
 * way it leases what it takes, so deliverers in several processes never attempt one delivery at
 * the same time.
 */
export class SqlWebhookRepo implements WebhookRepo {
  private readonly webhook;
  private readonly delivery;
  private readonly attempt;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: WebhookTables,
  ) {
    this.webhook = selection<WebhookRow>(tables.webhooks);
    this.delivery = selection<DeliveryRow>(tables.webhookDeliveries);
    this.attempt = selection<Stored<WebhookAttempt>>(tables.webhookAttempts);
  }

  async create(webhook: Webhook): Promise<void> {
    await this.driver.run(insertInto(this.tables.webhooks, webhookRow(webhook)));
  }

  async findById(id: WebhookId): Promise<Webhook | null> {
    const { webhooks } = this.tables;
    const row = await this.driver.one(sql`select ${this.webhook.list} from ${webhooks} where ${eq(webhooks.id, id)}`);
    return row ? toWebhook(this.webhook.decode(row)) : null;
  }

  async countByUser(userId: UserId): Promise<number> {
    return (await this.listByUser(userId)).length;
  }

  async listByUser(userId: UserId): Promise<Webhook[]> {
    const { webhooks } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.webhook.list} from ${webhooks} where ${eq(webhooks.userId, userId)} order by ${desc(webhooks.id)}`,
    );
    return rows.map((row) => toWebhook(this.webhook.decode(row)));
  }

  async update(id: WebhookId, changes: WebhookChanges): Promise<Webhook | null> {
    const { webhooks } = this.tables;
    const row = await this.driver.one(
      sql`update ${webhooks} set ${setFrom(webhooks, changesRow(changes))} where ${eq(webhooks.id, id)} returning ${this.webhook.list}`,
    );
    return row ? toWebhook(this.webhook.decode(row)) : null;
  }

  /** Deliveries and attempts go with it (ON DELETE CASCADE). */
  async delete(id: WebhookId): Promise<Webhook | null> {
    const { webhooks } = this.tables;
    const row = await this.driver.one(
      sql`delete from ${webhooks} where ${eq(webhooks.id, id)} returning ${this.webhook.list}`,
    );
    return row ? toWebhook(this.webhook.decode(row)) : null;
  }

  async subscribersOf(eventType: string, userIds: readonly string[]): Promise<Webhook[]> {
    if (userIds.length === 0) return [];
    const { webhooks } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.webhook.list} from ${webhooks} where ${and(eq(webhooks.enabled, true), inArray(webhooks.userId, [...userIds]))}`,
    );
    return rows
      .map((row) => this.webhook.decode(row))
      .filter((row) => subscribes(row, eventType))
      .map(toWebhook);
  }

  async claimDue(limit: number, now: Date, leaseUntil: Date): Promise<PendingDelivery[]> {
    return this.driver.transaction(() => this.claimPlan(limit, now, leaseUntil));
  }

  private *claimPlan(limit: number, now: Date, leaseUntil: Date): Plan<PendingDelivery[]> {
    const { webhookDeliveries: d } = this.tables;
    const rows = yield* rowsOf(
      sql`select ${this.delivery.list} from ${d} where ${and(
        eq(d.done, false),
        lte(d.nextAttemptAt, now),
        or(isNull(d.leaseUntil), lte(d.leaseUntil, now)),
      )} order by ${asc(d.nextAttemptAt)}, ${asc(d.id)} limit ${limit}${this.driver.locksRows ? sql` for update skip locked` : sql``}`,
    );
    const due = rows.map((row) => this.delivery.decode(row));
    if (due.length > 0) {
      yield* runOf(
        sql`update ${d} set ${setFrom(d, { leaseUntil })} where ${inArray(
          d.id,
          due.map((row) => row.id),
        )}`,
      );
    }
    return due.map(toDelivery);
  }

  async recordAttempt(record: AttemptRecord): Promise<void> {
    await this.driver.transaction(() => this.recordPlan(record));
  }

  private *recordPlan(record: AttemptRecord): Plan<void> {
    const { webhooks, webhookDeliveries: d, webhookAttempts } = this.tables;
    const { attempt } = record;
    const lock = this.driver.locksRows ? sql` for update` : sql``;
    const webhook = yield* oneOf(
      sql`select ${webhooks.id} from ${webhooks} where ${eq(webhooks.id, attempt.webhookId)}${lock}`,
    );
    if (!webhook) return;
    yield* runOf(
      sql`update ${d} set ${sql.identifier(d.attempts.name)} = ${d.attempts} + 1, ${setFrom(d, {
        ...(record.nextAttemptAt !== null && { nextAttemptAt: record.nextAttemptAt }),
        done: record.nextAttemptAt === null,
        succeeded: record.succeeded,
        leaseUntil: null,
      })} where ${eq(d.id, attempt.deliveryId)}`,
    );
    yield* runOf(insertInto(webhookAttempts, attempt));
    if (record.webhook) {
      yield* runOf(
        sql`update ${webhooks} set ${setFrom(webhooks, changesRow(record.webhook))} where ${eq(webhooks.id, attempt.webhookId)}`,
      );
    }
  }

  async listAttempts(webhookId: WebhookId, limit: number): Promise<WebhookAttempt[]> {
    const { webhookAttempts: a } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.attempt.list} from ${a} where ${eq(a.webhookId, webhookId)} order by ${desc(a.id)} limit ${limit}`,
    );
    return rows.map((row) => toAttempt(this.attempt.decode(row)));
  }

  /** Inside the outbox's publish plan: queues the deliveries of webhooks still there, once each. */
  *queuePlan(deliveries: readonly PendingDelivery[]): Plan<void> {
    if (deliveries.length === 0) return;
    const { webhooks, webhookDeliveries } = this.tables;
    const live = yield* rowsOf(
      sql`select ${webhooks.id} as "id" from ${webhooks} where ${inArray(
        webhooks.id,
        deliveries.map((delivery) => delivery.webhookId),
      )}${this.driver.locksRows ? sql` for share` : sql``}`,
    );
    const ids = new Set(live.map((row) => String(row.id)));
    for (const delivery of deliveries) {
      if (!ids.has(delivery.webhookId)) continue;
      yield* runOf(sql`${insertInto(webhookDeliveries, deliveryRow(delivery))} on conflict do nothing`);
    }
  }
}
