import { randomBytes } from "node:crypto";
import {
  createUuidV7Generator,
  DeliverDueWebhooks,
  EventFactory,
  RelayEvents,
  type UserId,
  type Webhook,
  type WebhookId,
} from "@finance/domain";
import { appendEvents, MemoryOutbox, MemoryStore, MemoryWebhookRepo } from "@finance/domain/testing";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { HttpWebhookSender, WebhookUrlPolicy, webhookSecrets } from "../src";
import { answer, hang, startReceiver } from "../src/testing/receiver";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** Relay and deliverer on the memory store, a real sender, and a clock only the test moves. */
const setUp = async (...script: Parameters<typeof startReceiver>) => {
  const target = await startReceiver(...script);
  receivers.push(target);
  let now = new Date("2026-03-15T12:00:00.000Z").getTime();
  const clock = { now: () => new Date(now) };
  const ids = createUuidV7Generator(
    (n) => new Uint8Array(randomBytes(n)),
    () => now,
  );
  const store = new MemoryStore();
  const outbox = new MemoryOutbox(store);
  const webhooks = new MemoryWebhookRepo(store);
  const sender = new HttpWebhookSender({
    urls: new WebhookUrlPolicy({ production: false, allowPrivate: true }),
    timeoutMs: 300,
  });
  const ports = { webhooks, sender, ids, clock, random: () => 0.5 };
  const userId = ids.next<UserId>();
  const webhook: Webhook = {
    id: ids.next<WebhookId>(),
    userId,
    url: target.url(),
    events: ["transaction.created"],
    description: "",
    secret: webhookSecrets.generate(),
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  };
  await webhooks.create(webhook);
  const events = new EventFactory(ids, clock);
  const emit = () =>
    appendEvents(store, [events.event({ type: "transaction.created", userId, data: { transaction: { id: "t" } } })]);
  return {
    target,
    webhooks,
    webhook,
    emit,
    relay: new RelayEvents(outbox, webhooks, ids, clock),
    deliver: new DeliverDueWebhooks(ports),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

describe("retries against a real receiver (clock injected, never slept for backoff)", () => {
  it("a delivery that fails, then times out, then succeeds is delivered once it succeeds", async () => {
    const world = await setUp(answer(503, "busy"), hang, answer(200, "ok"));
    world.emit();
    await world.relay.execute();
    expect(await world.deliver.execute()).toBe(1);
    expect(await world.deliver.execute()).toBe(0); // not due before its backoff
    world.advance(5_000);
    expect(await world.deliver.execute()).toBe(1);
    world.advance(10_000);
    expect(await world.deliver.execute()).toBe(1);
    world.advance(60 * 60_000);
    expect(await world.deliver.execute()).toBe(0);
    const attempts = await world.webhooks.listAttempts(world.webhook.id, 10);
    expect(attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [200, null],
      [null, "Timed out after 300 ms"],
      [503, null],
    ]);
    expect(attempts[2]?.responsePrefix).toBe("busy");
    // One event, one webhook-id on every attempt, each validly signed.
    expect(new Set(world.target.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    for (const request of world.target.received) {
      expect(() =>
        new StandardWebhook(world.webhook.secret).verify(request.body, request.headers as Record<string, string>),
      ).not.toThrow();
    }
    expect((await world.webhooks.findById(world.webhook.id))?.failingSince).toBeNull();
  });

  it("an endpoint failing for a day is disabled with the reason readable, and called no more", async () => {
    const world = await setUp(answer(500));
    world.emit();
    await world.relay.execute();
    for (let hour = 0; hour <= 25; hour++) {
      await world.deliver.execute();
      world.advance(60 * 60_000);
      world.emit();
      await world.relay.execute();
    }
    const webhook = await world.webhooks.findById(world.webhook.id);
    expect(webhook?.enabled).toBe(false);
    expect(webhook?.disabledReason).toBe(
      "Disabled after deliveries failed since 2026-03-15T12:00:00.000Z; last failure: HTTP 500",
    );
    const calls = world.target.received.length;
    world.advance(60 * 60_000);
    world.emit();
    await world.relay.execute();
    await world.deliver.execute();
    expect(world.target.received).toHaveLength(calls);
  });
});
