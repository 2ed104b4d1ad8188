import { describe, expect, it } from "vitest";
import { DISABLE_AFTER_MS, EVENT_TYPES } from "../../src";
import { expenseInput, failure } from "../mothers";
import { makeWebhookWorld, ok, serverError, timedOut } from "./support";

const input = { url: "https://hooks.example/finance", events: ["transaction.created"] };

describe("webhook use cases", () => {
  it("creates a webhook whose secret is answered once and never listed", async () => {
    const world = makeWebhookWorld();
    const { userId } = await world.anAccount();
    const created = await world.createWebhook.execute(userId, { ...input, description: "Ledger sync" });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ url: input.url, events: ["transaction.created"], enabled: true });
    expect(created.webhook).not.toHaveProperty("secret");
    const [listed] = await world.listWebhooks.execute(userId);
    expect(listed).toEqual(created.webhook);
    expect(JSON.stringify(await world.getWebhook.execute(userId, created.webhook.id))).not.toContain(created.secret);
  });

  it("refuses unknown event types, a refused URL, and another user's webhook", async () => {
    const world = makeWebhookWorld();
    const { userId } = await world.anAccount();
    const stranger = (await world.aUser()).id;
    expect(await failure(() => world.createWebhook.execute(userId, { ...input, events: ["nope"] }))).toMatchObject({
      code: "VALIDATION_ERROR",
    });
    expect(await failure(() => world.createWebhook.execute(userId, { ...input, events: [] }))).toMatchObject({
      code: "VALIDATION_ERROR",
    });
    expect(
      await failure(() => world.createWebhook.execute(userId, { ...input, url: "https://refused.example/" })),
    ).toMatchObject({ code: "WEBHOOK_URL_NOT_ALLOWED" });
    const { webhook } = await world.createWebhook.execute(userId, input);
    for (const action of [
      () => world.getWebhook.execute(stranger, webhook.id),
      () => world.updateWebhook.execute(stranger, webhook.id, { description: "x" }),
      () => world.deleteWebhook.execute(stranger, webhook.id),
      () => world.sendTestEvent.execute(stranger, webhook.id),
      () => world.listDeliveries.execute(stranger, webhook.id),
      () => world.getWebhook.execute(userId, "not-a-uuid"),
    ]) {
      expect(await failure(action)).toMatchObject({ code: "WEBHOOK_NOT_FOUND" });
    }
    expect(
      await failure(() => world.updateWebhook.execute(userId, webhook.id, { url: "https://refused.example/" })),
    ).toMatchObject({ code: "WEBHOOK_URL_NOT_ALLOWED" });
  });

  it("updates events (in the catalogue's order), pauses and deletes", async () => {
    const world = makeWebhookWorld();
    const { userId } = await world.anAccount();
    const { webhook } = await world.createWebhook.execute(userId, input);
    const updated = await world.updateWebhook.execute(userId, webhook.id, {
      events: ["transfer.created", "transaction.deleted", "transfer.created"],
      enabled: false,
    });
    expect(updated).toMatchObject({
      events: ["transaction.deleted", "transfer.created"],
      enabled: false,
      disabledReason: "Disabled by its owner",
    });
    expect(EVENT_TYPES).toContain("budget.member.removed");
    await world.deleteWebhook.execute(userId, webhook.id);
    expect(await world.listWebhooks.execute(userId)).toEqual([]);
  });

  it("relays events to the owner's subscribed webhooks only, once, and delivers them", async () => {
    const world = makeWebhookWorld(ok);
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    const { webhook } = await world.createWebhook.execute(userId, input);
    await world.createWebhook.execute(userId, { ...input, events: ["transfer.created"] });
    await world.createWebhook.execute(other.userId, input);
    const tx = await world.anExpense(userId, refs);
    expect(await world.relay.execute()).toBe(1);
    expect(await world.relay.execute()).toBe(0);
    expect(await world.deliver.execute()).toBe(1);
    expect(world.sent).toHaveLength(1);
    expect(world.sent[0]?.webhook.id).toBe(webhook.id);
    expect(world.sent[0]?.delivery).toMatchObject({
      eventType: "transaction.created",
      data: { transaction: { id: tx.id } },
    });
    const [attempt] = await world.listDeliveries.execute(userId, webhook.id);
    expect(attempt).toMatchObject({ eventType: "transaction.created", statusCode: 204, error: null });
    expect(await world.deliver.execute()).toBe(0);
  });

  it("retries a failing delivery with backoff and disables the webhook after a day of failures", async () => {
    const world = makeWebhookWorld(serverError, timedOut);
    const { userId, refs } = await world.anAccount();
    const { webhook } = await world.createWebhook.execute(userId, input);
    await world.anExpense(userId, refs);
    await world.relay.execute();
    expect(await world.deliver.execute()).toBe(1);
    expect(await world.deliver.execute()).toBe(0);
    world.clock.advance(5_000);
    expect(await world.deliver.execute()).toBe(1);
    // Another event keeps failing until the day is over.
    let rounds = 0;
    while ((await world.getWebhook.execute(userId, webhook.id)).enabled && rounds < 200) {
      world.clock.advance(30 * 60_000);
      await world.createTransaction.execute(userId, expenseInput(refs));
      await world.relay.execute();
      await world.deliver.execute();
      rounds += 1;
    }
    const disabled = await world.getWebhook.execute(userId, webhook.id);
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledReason).toMatch(
      /failed since 2026-03-15T12:00:00.000Z; last failure: Timed out after 10000 ms/,
    );
    expect(rounds).toBe(DISABLE_AFTER_MS / (30 * 60_000));
    const sentBefore = world.sent.length;
    world.clock.advance(60 * 60_000);
    await world.deliver.execute();
    expect(world.sent).toHaveLength(sentBefore);
    expect((await world.listDeliveries.execute(userId, webhook.id))[0]).toMatchObject({
      error: "Not sent: the webhook is disabled",
    });
    // Enabling it again starts the failure run over.
    const enabled = await world.updateWebhook.execute(userId, webhook.id, { enabled: true });
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it("a success ends the failure run", async () => {
    const world = makeWebhookWorld(serverError, ok);
    const { userId, refs } = await world.anAccount();
    const { webhook } = await world.createWebhook.execute(userId, input);
    await world.anExpense(userId, refs);
    await world.relay.execute();
    await world.deliver.execute();
    expect((await world.getWebhook.execute(userId, webhook.id)).failingSince).toEqual(world.clock.now());
    world.clock.advance(10_000);
    await world.deliver.execute();
    expect((await world.getWebhook.execute(userId, webhook.id)).failingSince).toBeNull();
  });

  it("sends a test event to one webhook at once and lists its attempt, without counting a failure", async () => {
    const world = makeWebhookWorld(serverError);
    const { userId } = await world.anAccount();
    const { webhook } = await world.createWebhook.execute(userId, input);
    const attempt = await world.sendTestEvent.execute(userId, webhook.id);
    expect(attempt).toMatchObject({ eventType: "webhook.test", statusCode: 500, responsePrefix: "oops" });
    expect(await world.listDeliveries.execute(userId, webhook.id)).toEqual([attempt]);
    expect((await world.getWebhook.execute(userId, webhook.id)).failingSince).toBeNull();
  });
});
