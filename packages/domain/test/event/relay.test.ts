import { describe, expect, it } from "vitest";
import { makeWorld } from "../mothers";

describe("outbox relay claims (memory store)", () => {
  it("claims oldest first, and a user whose oldest event is leased waits whole for that lease", async () => {
    const world = makeWorld();
    const a = await world.anAccount();
    const b = await world.anAccount();
    const first = await world.anExpense(a.userId, a.refs);
    await world.anExpense(a.userId, a.refs);
    await world.anExpense(b.userId, b.refs);
    const now = world.clock.now();
    const lease = new Date(now.getTime() + 30_000);
    const relayOne = await world.outbox.claim(1, now, lease);
    expect(relayOne.map((e) => e.data.transaction)).toMatchObject([{ id: first.id }]);
    // A second relay meanwhile: A's later event must not overtake A's first; B's is free.
    const relayTwo = await world.outbox.claim(10, now, lease);
    expect(relayTwo.map((e) => e.userId)).toEqual([b.userId]);
    // The first relay died: after its lease, A's events are taken again, in order.
    const later = new Date(lease.getTime() + 1);
    const relayThree = await world.outbox.claim(10, later, new Date(later.getTime() + 30_000));
    expect(relayThree.map((e) => e.userId)).toEqual([a.userId, a.userId, b.userId]);
    expect(relayThree[0]?.id).toBe(relayOne[0]?.id);
  });

  it("publishing twice (at least once) queues one delivery per webhook and event", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    await world.anExpense(userId, refs);
    const now = world.clock.now();
    const [event] = await world.outbox.claim(1, now, new Date(now.getTime() + 1000));
    if (!event) throw new Error("no event");
    const webhookId = world.ids.next();
    await world.webhooks.create({
      id: webhookId as never,
      userId,
      url: "https://hooks.example/",
      events: ["transaction.created"],
      description: "",
      secret: "whsec_x",
      enabled: true,
      disabledReason: null,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    });
    const delivery = (id: string) => ({
      id: id as never,
      webhookId: webhookId as never,
      eventId: event.id,
      eventType: event.type,
      occurredAt: event.occurredAt,
      data: event.data,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
    await world.outbox.publish(event.id, [delivery(world.ids.next())], now);
    await world.outbox.publish(event.id, [delivery(world.ids.next())], now);
    expect(world.store.webhookDeliveries.size).toBe(1);
    expect(await world.outbox.claim(10, now, now)).toEqual([]);
  });
});
