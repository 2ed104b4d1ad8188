import type { Clock } from "../../shared/Clock";
import type { Id, IdGenerator, UserId } from "../../shared/Id";
import type { EventType } from "./EventType";

export type EventId = Id<"Event">;

/** A JSON value, as an event's payload is stored and sent. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/**
 * Something that happened, written to the outbox in the same database transaction as the change
 * itself. `data` is in the API's shapes (the ones the routes answer), ready to send.
 */
export interface DomainEvent {
  /** UUIDv7: events sort by id in the order they happened. */
  readonly id: EventId;
  readonly type: EventType;
  /** The user whose change it is; a relay keeps each user's events in order. */
  readonly userId: UserId;
  /** Whose webhooks receive it: the owner, and for budget events every member of the budget. */
  readonly audience: readonly UserId[];
  readonly occurredAt: Date;
  readonly data: JsonObject;
}

/**
 * The events of a write, computed from the row as the store wrote it (the new version of an
 * update, the record a delete removed). A store calls it inside the write's own transaction and
 * appends what it answers to the outbox there, so the change and its events commit together or
 * not at all; a write that is refused (a moved version, a missing row) calls it not at all.
 */
export type Emit<Written> = (written: Written) => readonly DomainEvent[];

export interface EventDraft {
  readonly type: EventType;
  readonly userId: UserId;
  readonly audience?: readonly UserId[];
  readonly data: JsonObject;
}

/** Makes events with fresh UUIDv7 ids and the clock's time. */
export class EventFactory {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  event(draft: EventDraft): DomainEvent {
    const audience = [...new Set([draft.userId, ...(draft.audience ?? [])])];
    return {
      id: this.ids.next<EventId>(),
      type: draft.type,
      userId: draft.userId,
      audience,
      occurredAt: this.clock.now(),
      data: draft.data,
    };
  }
}
