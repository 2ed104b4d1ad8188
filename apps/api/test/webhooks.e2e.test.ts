import { answer, hang, startReceiver } from "@finance/adapter-webhooks/testing";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { resolve } from "../src/composition/container";
import { TOKENS } from "../src/composition/tokens";
import {
  aTransaction,
  describeEachStore,
  E2E_STORES,
  makeTestApp,
  registerAndLogin,
  seedWalletAndCategory,
  useTestApp,
} from "./support";

const PRIVATE_ALLOWED = { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_TIMEOUT_MS: "300" };

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
const aReceiver = async (...script: Parameters<typeof startReceiver>) => {
  const receiver = await startReceiver(...script);
  receivers.push(receiver);
  return receiver;
};
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const expectError = (res: { status: number; body: Record<string, unknown> }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code });
};

describeEachStore(
  "webhooks",
  (store) => {
    const t = useTestApp({ store, env: PRIVATE_ALLOWED });

    it("creates a webhook and shows its secret once; lists, reads, updates and deletes it", async () => {
      const me = await registerAndLogin(t());
      const target = await aReceiver(answer(204));
      const created = await me.api.post("/webhooks", {
        url: target.url(),
        events: ["transaction.created"],
        description: "Sync",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        code: "WEBHOOK_CREATED",
        webhook: { url: target.url(), events: ["transaction.created"], enabled: true, description: "Sync" },
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
      });
      const { id } = created.body.webhook;
      const listed = await me.api.get("/webhooks");
      expect(listed.body).toMatchObject({ code: "WEBHOOKS_FETCHED", webhooks: [created.body.webhook] });
      expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
      expect((await me.api.get(`/webhooks/${id}`)).body.webhook).toEqual(created.body.webhook);
      const updated = await me.api.patch(`/webhooks/${id}`, { events: ["transfer.created", "transaction.deleted"] });
      expect(updated.body).toMatchObject({
        code: "WEBHOOK_UPDATED",
        webhook: { events: ["transaction.deleted", "transfer.created"] },
      });
      const deleted = await me.api.delete(`/webhooks/${id}`);
      expect(deleted.body).toMatchObject({ code: "WEBHOOK_DELETED", webhook: { id } });
      expectError(await me.api.get(`/webhooks/${id}`), 404, "WEBHOOK_NOT_FOUND");
      expect(t().logs.join("\n")).not.toContain(created.body.secret);
    });

    it("another user's webhook does not exist for them", async () => {
      const owner = await registerAndLogin(t());
      const stranger = await registerAndLogin(t());
      const target = await aReceiver(answer(204));
      const { body } = await owner.api.post("/webhooks", { url: target.url(), events: ["transaction.created"] });
      const id = body.webhook.id;
      expectError(await stranger.api.get(`/webhooks/${id}`), 404, "WEBHOOK_NOT_FOUND");
      expectError(await stranger.api.patch(`/webhooks/${id}`, { description: "x" }), 404, "WEBHOOK_NOT_FOUND");
      expectError(await stranger.api.delete(`/webhooks/${id}`), 404, "WEBHOOK_NOT_FOUND");
      expectError(await stranger.api.post(`/webhooks/${id}/test`), 404, "WEBHOOK_NOT_FOUND");
      expectError(await stranger.api.get(`/webhooks/${id}/deliveries`), 404, "WEBHOOK_NOT_FOUND");
      expect((await stranger.api.get("/webhooks")).body.webhooks).toEqual([]);
    });

    it("validates events and URLs", async () => {
      const me = await registerAndLogin(t());
      expectError(
        await me.api.post("/webhooks", { url: "https://hooks.example/", events: ["nope"] }),
        400,
        "VALIDATION_ERROR",
      );
      expectError(
        await me.api.post("/webhooks", { url: "https://hooks.example/", events: [] }),
        400,
        "VALIDATION_ERROR",
      );
      expectError(
        await me.api.post("/webhooks", { url: "ftp://hooks.example/", events: ["transaction.created"] }),
        400,
        "WEBHOOK_URL_NOT_ALLOWED",
      );
    });

    it("sends a test event on request and lists it", async () => {
      const me = await registerAndLogin(t());
      const target = await aReceiver(answer(202));
      const { body } = await me.api.post("/webhooks", { url: target.url(), events: ["transfer.created"] });
      const tested = await me.api.post(`/webhooks/${body.webhook.id}/test`);
      expect(tested.status, JSON.stringify(tested.body)).toBe(200);
      expect(tested.body).toMatchObject({
        code: "WEBHOOK_TESTED",
        delivery: { eventType: "webhook.test", statusCode: 202 },
      });
      expect(JSON.parse(target.received[0]?.body ?? "{}")).toMatchObject({ type: "webhook.test" });
      expect((await me.api.get(`/webhooks/${body.webhook.id}/deliveries`)).body.deliveries).toEqual([
        tested.body.delivery,
      ]);
    });
  },
  ["memory", ...E2E_STORES],
);

/** The outbox flow end to end on every store, one dispatch round at a time (the test's clock drives the backoff). */
describeEachStore(
  "webhook events",
  (store) => {
    const t = useTestApp({ store, env: PRIVATE_ALLOWED });
    const dispatch = () => resolve(t().container, TOKENS.WebhookDispatch).runOnce();

    it("delivers a transaction.created event signed, with the transaction as the API answered it", async () => {
      const me = await registerAndLogin(t());
      const target = await aReceiver(answer(200, "thanks"));
      const { body } = await me.api.post("/webhooks", { url: target.url(), events: ["transaction.created"] });
      const { wallet, category } = await seedWalletAndCategory(me.api);
      const created = await me.api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }));
      expect(created.status).toBe(201);
      await dispatch();
      const request = target.received.find(
        (r) => JSON.parse(r.body).data.transaction.id === created.body.transaction.id,
      );
      if (!request) throw new Error("the event was not delivered");
      const verified = new StandardWebhook(body.secret).verify(request.body, request.headers as Record<string, string>);
      expect(verified).toEqual({
        type: "transaction.created",
        timestamp: expect.any(String),
        data: { transaction: created.body.transaction },
      });
      const deliveries = await me.api.get(`/webhooks/${body.webhook.id}/deliveries`);
      expect(deliveries.body.deliveries).toEqual([
        expect.objectContaining({
          eventType: "transaction.created",
          statusCode: 200,
          error: null,
          responsePrefix: "thanks",
        }),
      ]);
    });

    it("retries a failing endpoint after its backoff: a failure, a timeout, then success", async () => {
      const me = await registerAndLogin(t());
      const target = await aReceiver(answer(500), hang, answer(204));
      const { body } = await me.api.post("/webhooks", { url: target.url(), events: ["transaction.created"] });
      const { wallet, category } = await seedWalletAndCategory(me.api);
      t().clock.set(new Date());
      await me.api.post("/transaction", aTransaction({ walletId: wallet.id, categoryId: category.id }));
      await dispatch();
      t().clock.advance(5_000);
      await dispatch();
      t().clock.advance(10_000);
      await dispatch();
      const { deliveries } = (await me.api.get(`/webhooks/${body.webhook.id}/deliveries`)).body;
      expect(
        deliveries.map((d: { statusCode: number | null; error: string | null }) => [d.statusCode, d.error]),
      ).toEqual([
        [204, null],
        [null, "Timed out after 300 ms"],
        [500, null],
      ]);
      expect((await me.api.get(`/webhooks/${body.webhook.id}`)).body.webhook.failingSince).toBeNull();
    });
  },
  ["memory", ...E2E_STORES],
);

describe("webhook URLs without WEBHOOK_ALLOW_PRIVATE", () => {
  it("refuses loopback and private addresses at creation and update", async () => {
    const t = await makeTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: "false" } });
    try {
      const me = await registerAndLogin(t);
      for (const url of ["http://127.0.0.1:9/hook", "http://[::1]/", "http://10.0.0.1/", "http://169.254.169.254/"]) {
        expectError(
          await me.api.post("/webhooks", { url, events: ["transaction.created"] }),
          400,
          "WEBHOOK_URL_NOT_ALLOWED",
        );
      }
    } finally {
      await t.close();
    }
  });
});
