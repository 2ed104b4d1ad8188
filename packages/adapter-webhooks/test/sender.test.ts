import type { PendingDelivery, Webhook } from "@finance/domain";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { HttpWebhookSender, WebhookUrlPolicy, webhookSecrets } from "../src";
import { answer, hang, startReceiver } from "../src/testing/receiver";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
const receiver = async (...script: Parameters<typeof startReceiver>) => {
  const started = await startReceiver(...script);
  receivers.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const webhookAt = (url: string, secret = webhookSecrets.generate()): Webhook => ({
  id: "0190a1b2-0000-7000-8000-000000000001" as Webhook["id"],
  userId: "0190a1b2-0000-7000-8000-000000000002" as Webhook["userId"],
  url,
  events: ["transaction.created"],
  description: "",
  secret,
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const delivery = (n = 1): PendingDelivery => ({
  id: `0190a1b2-0000-7000-8000-00000000010${n}` as PendingDelivery["id"],
  webhookId: "0190a1b2-0000-7000-8000-000000000001" as PendingDelivery["webhookId"],
  eventId: `0190a1b2-0000-7000-8000-00000000020${n}` as PendingDelivery["eventId"],
  eventType: "transaction.created",
  occurredAt: new Date("2026-03-15T12:00:00.000Z"),
  data: { transaction: { id: "t1", amount: -12.5 } },
  attempts: 0,
  nextAttemptAt: new Date(),
  createdAt: new Date(),
});

const loopback = new WebhookUrlPolicy({ production: false, allowPrivate: true });
const sender = (options: Partial<ConstructorParameters<typeof HttpWebhookSender>[0]> = {}) =>
  new HttpWebhookSender({ urls: loopback, timeoutMs: 2_000, ...options });

describe("HttpWebhookSender against a real receiver", () => {
  it("posts {type, timestamp, data} signed as Standard Webhooks says (checked with the reference package)", async () => {
    const target = await receiver(answer(204));
    const webhook = webhookAt(target.url());
    const result = await sender().send(webhook, delivery());
    expect(result).toMatchObject({ statusCode: 204, error: null, responsePrefix: "" });
    const [request] = target.received;
    if (!request) throw new Error("nothing received");
    expect(JSON.parse(request.body)).toEqual({
      type: "transaction.created",
      timestamp: "2026-03-15T12:00:00.000Z",
      data: { transaction: { id: "t1", amount: -12.5 } },
    });
    expect(request.headers["webhook-id"]).toBe(delivery().eventId);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new StandardWebhook(webhook.secret).verify(
      request.body,
      request.headers as Record<string, string>,
    );
    expect(verified).toEqual(JSON.parse(request.body));
    expect(() =>
      new StandardWebhook(webhookSecrets.generate()).verify(request.body, request.headers as Record<string, string>),
    ).toThrow();
  });

  it("does not follow redirects", async () => {
    const target = await receiver(answer(302, "", { location: "/elsewhere" }), answer(204));
    const result = await sender().send(webhookAt(target.url()), delivery());
    expect(result).toMatchObject({ statusCode: 302, error: "Redirects are not followed" });
    expect(target.received.map((r) => r.path)).toEqual(["/hook"]);
  });

  it("ends an attempt at WEBHOOK_TIMEOUT_MS", async () => {
    const target = await receiver(hang);
    const result = await sender({ timeoutMs: 200 }).send(webhookAt(target.url()), delivery());
    expect(result).toMatchObject({ statusCode: null, error: "Timed out after 200 ms", responsePrefix: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it("keeps a short prefix of the answer at most", async () => {
    const target = await receiver(answer(500, "x".repeat(100_000)));
    const result = await sender({ responsePrefixBytes: 64 }).send(webhookAt(target.url()), delivery());
    expect(result).toMatchObject({ statusCode: 500, error: null, responsePrefix: "x".repeat(64) });
  });

  it("an unreachable endpoint is a failed attempt, not an exception", async () => {
    const target = await receiver(answer(204));
    const url = target.url();
    await target.close();
    receivers.pop();
    const result = await sender().send(webhookAt(url), delivery());
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^Request failed: .*ECONNREFUSED/);
  });

  it("has at most the cap of deliveries in flight per endpoint", async () => {
    const target = await receiver((_req, res) => {
      setTimeout(() => {
        res.writeHead(204);
        res.end();
      }, 100);
    });
    const capped = sender({ maxConcurrentPerEndpoint: 2 });
    const webhook = webhookAt(target.url());
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => capped.send(webhook, delivery(n))));
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    expect(target.received).toHaveLength(6);
    expect(target.maxInFlight()).toBe(2);
  });
});
