import { randomBytes } from "node:crypto";
import { outboxEventRow } from "@finance/adapter-sql";
import {
  createUuidV7Generator,
  EventFactory,
  type UserId,
  type WebhookDeliveryId,
  type WebhookId,
} from "@finance/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { PostgresAdapter } from "../src";
import { outboxEvents } from "../src/schema";
import { onTestDatabase, openTestSchema } from "./testDatabase";

const schemas: { drop: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const schema of schemas.splice(0)) await schema.drop();
});

const setUp = async (url: string) => {
  const schema = await openTestSchema(url, { poolSize: 3 });
  schemas.push(schema);
  const adapter: PostgresAdapter = schema.adapter;
  let now = Date.parse("2026-03-15T12:00:00.000Z");
  const clock = { now: () => new Date(now) };
  const ids = createUuidV7Generator(
    (n) => new Uint8Array(randomBytes(n)),
    () => now,
  );
  const events = new EventFactory(ids, clock);
  const user = async () => {
    const id = ids.next<UserId>();
    await adapter.repositories.users.create({
      id,
      name: "Ada",
      email: `${id}@example.com`,
      passwordHash: "x",
      createdAt: clock.now(),
      tokensValidAfter: null,
    } as never);
    return id;
  };
  const emit = async (userId: UserId) => {
    const event = events.event({ type: "transaction.created", userId, data: { transaction: { id: "t" } } });
    await adapter.db.insert(outboxEvents).values(outboxEventRow(event));
    now += 1;
    return event;
  };
  return { adapter, ids, clock, emit, user, advance: (ms: number) => (now += ms) };
};

onTestDatabase("checks the outbox relay on a real PostgreSQL server", (url) => {
  describe("the outbox relay's side on PostgreSQL", () => {
    it("claims each user's oldest unpublished event, leased: a second relay meanwhile takes none of that user's", async () => {
      const { adapter, clock, emit, user, advance } = await setUp(url);
      const { outbox } = adapter.repositories;
      const ada = await user();
      const bob = await user();
      const first = await emit(ada);
      const second = await emit(ada);
      const bobs = await emit(bob);
      const lease = new Date(clock.now().getTime() + 30_000);
      expect((await outbox.claim(10, clock.now(), lease)).map((e) => e.id)).toEqual([first.id, bobs.id]);
      expect(await outbox.claim(10, clock.now(), lease)).toEqual([]);
      await outbox.publish(first.id, [], clock.now());
      expect((await outbox.claim(10, clock.now(), lease)).map((e) => e.id)).toEqual([second.id]);
      // The relays died: after their leases the events are taken again, in order.
      advance(31_000);
      const again = await outbox.claim(10, clock.now(), new Date(clock.now().getTime() + 30_000));
      expect(again.map((e) => e.id)).toEqual([second.id, bobs.id]);
      expect(again[1]).toEqual(bobs);
    });

    it("two relays claiming at once (FOR UPDATE SKIP LOCKED) never take the same event", async () => {
      const { adapter, clock, emit, user } = await setUp(url);
      const { outbox } = adapter.repositories;
      const users = await Promise.all([user(), user(), user(), user()]);
      for (const id of users) await emit(id);
      const lease = new Date(clock.now().getTime() + 30_000);
      const [a, b] = await Promise.all([outbox.claim(10, clock.now(), lease), outbox.claim(10, clock.now(), lease)]);
      const taken = [...a, ...b].map((e) => e.id);
      expect(new Set(taken).size).toBe(taken.length);
      expect(taken).toHaveLength(4);
    });

    it("publishes with its deliveries once, and leases, records and lists delivery attempts", async () => {
      const { adapter, ids, clock, emit, user } = await setUp(url);
      const { outbox, webhooks } = adapter.repositories;
      const ada = await user();
      const webhookId = ids.next<WebhookId>();
      await webhooks.create({
        id: webhookId,
        userId: ada,
        url: "https://hooks.example/",
        events: ["transaction.created"],
        description: "",
        secret: "whsec_c2VjcmV0",
        enabled: true,
        disabledReason: null,
        failingSince: null,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      expect((await webhooks.subscribersOf("transaction.created", [ada])).map((w) => w.id)).toEqual([webhookId]);
      expect(await webhooks.subscribersOf("transfer.created", [ada])).toEqual([]);
      const event = await emit(ada);
      const delivery = (id: WebhookDeliveryId) => ({
        id,
        webhookId,
        eventId: event.id,
        eventType: event.type,
        occurredAt: event.occurredAt,
        data: event.data,
        attempts: 0,
        nextAttemptAt: clock.now(),
        createdAt: clock.now(),
      });
      await outbox.publish(event.id, [delivery(ids.next())], clock.now());
      await outbox.publish(event.id, [delivery(ids.next())], clock.now());
      const lease = new Date(clock.now().getTime() + 60_000);
      const due = await webhooks.claimDue(10, clock.now(), lease);
      expect(due).toHaveLength(1);
      expect(due[0]?.data).toEqual(event.data);
      expect(await webhooks.claimDue(10, clock.now(), lease)).toEqual([]);
      const attempt = {
        id: ids.next(),
        webhookId,
        deliveryId: due[0]?.id as WebhookDeliveryId,
        eventId: event.id,
        eventType: event.type,
        attemptedAt: clock.now(),
        statusCode: 500,
        error: null,
        durationMs: 12,
        responsePrefix: "oops",
      } as const;
      await webhooks.recordAttempt({
        attempt: attempt as never,
        nextAttemptAt: clock.now(),
        succeeded: false,
        webhook: { failingSince: clock.now(), updatedAt: clock.now() },
      });
      expect(await webhooks.listAttempts(webhookId, 10)).toEqual([attempt]);
      expect((await webhooks.findById(webhookId))?.failingSince).toEqual(clock.now());
      const retry = await webhooks.claimDue(10, clock.now(), lease);
      expect(retry.map((d) => d.attempts)).toEqual([1]);
      await webhooks.delete(webhookId);
      expect(await webhooks.listAttempts(webhookId, 10)).toEqual([]);
    });
  });
});
