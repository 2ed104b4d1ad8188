import type { DomainEvent, Emit } from "@finance/domain";
import { type Plan, runOf } from "./driver";
import { chunks } from "./paging";
import { insertRows } from "./repositories/ledger/rows";
import type { WebhookTables } from "./tables";
import { outboxEventRow } from "./webhookSql";

/** The outbox table, as the writing side of the transactional outbox needs it. */
export type OutboxEventsTable = WebhookTables["outboxEvents"];

/** Inside a write's plan: appends its events to the outbox, so they commit (or roll back) with it. */
export function* appendEvents(outbox: OutboxEventsTable, events: readonly DomainEvent[]): Plan<void> {
  for (const chunk of chunks(events.map(outboxEventRow))) yield* runOf(insertRows(outbox, chunk));
}

/**
 * Inside a write's plan, after the write: the events `emit` makes of what was written, appended in
 * the same transaction. A throwing `emit` or a refused insert rolls the whole write back.
 */
export function* emitted<T>(outbox: OutboxEventsTable, emit: Emit<T> | undefined, written: T): Plan<void> {
  if (emit) yield* appendEvents(outbox, emit(written));
}
