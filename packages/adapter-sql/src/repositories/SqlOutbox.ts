import type { DomainEvent, EventId, OutboxRepo, PendingDelivery } from "@finance/domain";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Plan, rowsOf, runOf, type SqlDriver } from "../driver";
import { selection, setFrom } from "../rowSql";
import type { WebhookTables } from "../tables";
import { type OutboxEventRow, toDomainEvent } from "../webhookSql";
import type { SqlWebhookRepo } from "./SqlWebhookRepo";

/**
 * The relay's side of the outbox, for both stores. A claim leases each user's OLDEST unpublished
 * event only: on SQLite inside its one write transaction, on PostgreSQL taken FOR UPDATE SKIP
 * LOCKED (a relay never waits for, nor takes, what another is claiming). A user's later event is
 * not claimable while an earlier one is unpublished (the NOT EXISTS reads it, locked or not), so
 * each user's events go out in order across relays and processes.
 */
export class SqlOutbox implements OutboxRepo {
  private readonly event;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: WebhookTables,
    private readonly webhooks: SqlWebhookRepo,
  ) {
    this.event = selection<OutboxEventRow>(tables.outboxEvents);
  }

  async claim(limit: number, now: Date, leaseUntil: Date): Promise<DomainEvent[]> {
    return this.driver.transaction(() => this.claimPlan(limit, now, leaseUntil));
  }

  private *claimPlan(limit: number, now: Date, leaseUntil: Date): Plan<DomainEvent[]> {
    const { outboxEvents: o } = this.tables;
    const rows = yield* rowsOf(
      sql`select ${this.event.list} from ${o} where ${and(
        isNull(o.publishedAt),
        or(isNull(o.leaseUntil), lte(o.leaseUntil, now)),
        sql`not exists (select 1 from ${o} as earlier where earlier.user_id = ${o.userId} and earlier.published_at is null and earlier.id < ${o.id})`,
      )} order by ${asc(o.id)} limit ${limit}${this.driver.locksRows ? sql` for update skip locked` : sql``}`,
    );
    const events = rows.map((row) => this.event.decode(row));
    if (events.length > 0) {
      yield* runOf(
        sql`update ${o} set ${setFrom(o, { leaseUntil })} where ${inArray(
          o.id,
          events.map((event) => event.id),
        )}`,
      );
    }
    return events.map(toDomainEvent);
  }

  async publish(eventId: EventId, deliveries: readonly PendingDelivery[], publishedAt: Date): Promise<void> {
    const { outboxEvents: o } = this.tables;
    const webhooks = this.webhooks;
    await this.driver.transaction(function* () {
      yield* webhooks.queuePlan(deliveries);
      yield* runOf(sql`update ${o} set ${setFrom(o, { publishedAt, leaseUntil: null })} where ${eq(o.id, eventId)}`);
    });
  }
}
