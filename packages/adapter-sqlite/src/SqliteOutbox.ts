import { toDomainEvent } from "@finance/adapter-sql";
import type { DomainEvent, EventId, OutboxRepo, PendingDelivery } from "@finance/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { SqliteWebhookRepo } from "./SqliteWebhookRepo";
import { outboxEvents } from "./schema";
import { writeTransaction } from "./writeTransaction";

/**
 * The relay's side of the outbox. A claim is one write transaction (SQLite has one writer at a
 * time), which leases each user's OLDEST unpublished event only, when no other relay holds it:
 * a user's next event waits until that one is published, so each user's events go out in order
 * whichever relay or process takes them.
 */
export class SqliteOutbox implements OutboxRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async claim(limit: number, now: Date, leaseUntil: Date): Promise<DomainEvent[]> {
    return writeTransaction(this.db, (tx) => {
      const rows = tx
        .select()
        .from(outboxEvents)
        .where(
          and(
            isNull(outboxEvents.publishedAt),
            sql`(${outboxEvents.leaseUntil} is null or ${outboxEvents.leaseUntil} <= ${now.getTime()})`,
            sql`not exists (select 1 from ${outboxEvents} as earlier where earlier.user_id = ${outboxEvents.userId} and earlier.published_at is null and earlier.id < ${outboxEvents.id})`,
          ),
        )
        .orderBy(asc(outboxEvents.id))
        .limit(limit)
        .all();
      if (rows.length > 0) {
        tx.update(outboxEvents)
          .set({ leaseUntil })
          .where(
            inArray(
              outboxEvents.id,
              rows.map((row) => row.id),
            ),
          )
          .run();
      }
      return rows.map(toDomainEvent);
    });
  }

  async publish(eventId: EventId, deliveries: readonly PendingDelivery[], publishedAt: Date): Promise<void> {
    await writeTransaction(this.db, (tx) => {
      SqliteWebhookRepo.queue(tx, deliveries);
      tx.update(outboxEvents).set({ publishedAt, leaseUntil: null }).where(eq(outboxEvents.id, eventId)).run();
    });
  }
}
