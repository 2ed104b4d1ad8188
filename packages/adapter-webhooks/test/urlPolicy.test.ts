import { describe, expect, it } from "vitest";
import { HttpWebhookSender, isPublicAddress, WebhookUrlPolicy, webhookSecrets } from "../src";
import { answer, startReceiver } from "../src/testing/receiver";

const refusal = async (action: Promise<unknown>) => {
  try {
    await action;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error("expected a refusal");
};

describe("webhook URL policy (SSRF)", () => {
  it("tells public addresses from every non-public kind", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:93.184.216.34"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::1",
      "2001:db8::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses, at creation, a host any of whose addresses is not public", async () => {
    const policy = new WebhookUrlPolicy({
      production: false,
      allowPrivate: false,
      resolve: async (host) => (host === "mixed.test" ? ["93.184.216.34", "10.0.0.5"] : ["93.184.216.34"]),
    });
    expect(await policy.check("https://public.test/hook")).toBe("https://public.test/hook");
    for (const url of [
      "https://mixed.test/hook",
      "http://127.0.0.1:8080/",
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data",
      "http://0x7f000001/",
      "http://2130706433/",
    ]) {
      expect(await refusal(policy.check(url)), url).toMatchObject({ code: "WEBHOOK_URL_NOT_ALLOWED" });
    }
  });

  it("refuses other schemes, credentials, unresolvable hosts; http only outside production", async () => {
    const resolve = async (host: string) => {
      if (host === "nowhere.test") throw new Error("ENOTFOUND");
      return ["93.184.216.34"];
    };
    const development = new WebhookUrlPolicy({ production: false, allowPrivate: false, resolve });
    const production = new WebhookUrlPolicy({ production: true, allowPrivate: false, resolve });
    expect(await development.check("http://public.test/")).toBe("http://public.test/");
    expect(await refusal(production.check("http://public.test/"))).toMatchObject({
      code: "WEBHOOK_URL_NOT_ALLOWED",
      message: expect.stringContaining("only https"),
    });
    for (const url of [
      "ftp://public.test/",
      "file:///etc/passwd",
      "https://user:pw@public.test/",
      "https://nowhere.test/",
      "not a url",
    ]) {
      expect(await refusal(development.check(url)), url).toMatchObject({ code: "WEBHOOK_URL_NOT_ALLOWED" });
    }
  });

  it("checks again at delivery: a name that now resolves to 127.0.0.1 is refused and nothing is sent", async () => {
    const target = await startReceiver(answer(204));
    try {
      let answerWith = "93.184.216.34";
      const policy = new WebhookUrlPolicy({
        production: false,
        allowPrivate: false,
        resolve: async () => [answerWith],
      });
      const url = `http://rebinding.test:${target.port}/hook`;
      expect(await policy.check(url)).toBe(url);
      answerWith = "127.0.0.1";
      const sender = new HttpWebhookSender({ urls: policy, timeoutMs: 1_000 });
      const result = await sender.send(
        {
          id: "0190a1b2-0000-7000-8000-000000000001" as never,
          userId: "0190a1b2-0000-7000-8000-000000000002" as never,
          url,
          events: ["transaction.created"],
          description: "",
          secret: webhookSecrets.generate(),
          enabled: true,
          disabledReason: null,
          failingSince: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        },
        {
          id: "0190a1b2-0000-7000-8000-000000000101" as never,
          webhookId: "0190a1b2-0000-7000-8000-000000000001" as never,
          eventId: "0190a1b2-0000-7000-8000-000000000201" as never,
          eventType: "transaction.created",
          occurredAt: new Date(),
          data: {},
          attempts: 0,
          nextAttemptAt: new Date(),
          createdAt: new Date(),
        },
      );
      expect(result).toMatchObject({ statusCode: null, error: expect.stringContaining("non-public address") });
      expect(target.received).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it("connects to the address it checked, keeping the name in Host", async () => {
    const target = await startReceiver(answer(204));
    try {
      let lookups = 0;
      const policy = new WebhookUrlPolicy({
        production: false,
        allowPrivate: true,
        resolve: async () => {
          lookups += 1;
          return ["127.0.0.1"];
        },
      });
      const sender = new HttpWebhookSender({ urls: policy, timeoutMs: 1_000 });
      const url = `http://receiver.invalid:${target.port}/hook`;
      const result = await sender.send(
        {
          id: "w",
          userId: "u",
          url,
          events: [],
          description: "",
          secret: webhookSecrets.generate(),
          enabled: true,
          disabledReason: null,
          failingSince: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        } as never,
        {
          id: "d",
          webhookId: "w",
          eventId: "e",
          eventType: "webhook.test",
          occurredAt: new Date(),
          data: {},
          attempts: 0,
          nextAttemptAt: new Date(),
          createdAt: new Date(),
        } as never,
      );
      expect(result.statusCode).toBe(204);
      expect(lookups).toBe(1);
      expect(target.received[0]?.headers.host).toBe(`receiver.invalid:${target.port}`);
    } finally {
      await target.close();
    }
  });
});
