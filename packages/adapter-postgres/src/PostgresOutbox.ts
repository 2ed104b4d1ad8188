import { toDomainEvent } from "@finance/adapter-sql";
import type { DomainEvent, EventId, OutboxRepo, PendingDelivery } from "@finance/domain";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { PostgresWebhookRepo } from "./PostgresWebhookRepo";
import { outboxEvents } from "./schema";

/**
 * The relay's side of the outbox. A claim leases each user's OLDEST unpublished event only, taken
 * with FOR UPDATE SKIP LOCKED: a relay never waits for or takes a row another relay is claiming,
 * and a user's later event is not claimable while an earlier one is unpublished (the NOT EXISTS
 * reads it, locked or not), so each user's events go out in order across relays and processes.
 */
export class PostgresOutbox implements OutboxRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async claim(limit: number, now: Date, leaseUntil: Date): Promise<DomainEvent[]> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outboxEvents)
          .where(
            and(
              isNull(outboxEvents.publishedAt),
              or(isNull(outboxEvents.leaseUntil), lte(outboxEvents.leaseUntil, now)),
              sql`not exists (select 1 from ${outboxEvents} as earlier where earlier.user_id = ${outboxEvents.userId} and earlier.published_at is null and earlier.id < ${outboxEvents.id})`,
            ),
          )
          .orderBy(asc(outboxEvents.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(outboxEvents)
            .set({ leaseUntil })
            .where(
              inArray(
                outboxEvents.id,
                rows.map((row) => row.id),
              ),
            );
        }
        return rows.map(toDomainEvent);
      }),
    );
  }

  async publish(eventId: EventId, deliveries: readonly PendingDelivery[], publishedAt: Date): Promise<void> {
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await PostgresWebhookRepo.queue(tx, deliveries);
        await tx.update(outboxEvents).set({ publishedAt, leaseUntil: null }).where(eq(outboxEvents.id, eventId));
      }),
    );
  }
}
