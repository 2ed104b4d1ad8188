import type { UserId } from "@finance/domain";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { forgettingOnEveryInstance, hearOtherInstances } from "../src/composition/instanceTokenUsers";
import type { StoreChannel } from "../src/composition/persistence";

const alice = "01900000-0000-7000-8000-00000000000a" as UserId;

const capturedLogger = () => {
  const lines: string[] = [];
  return { lines, logger: pino({ level: "warn" }, { write: (line: string) => void lines.push(line) }) };
};

/** A channel whose sends are recorded and answered by `answer`; `listen` keeps the callbacks. */
const scriptedChannel = (answer: () => Promise<void>) => {
  const sent: string[] = [];
  const heard: { onMessage?: (payload: string) => void; onGap?: () => void } = {};
  const channel: StoreChannel = {
    send: (payload) => {
      sent.push(payload);
      return answer();
    },
    listen: async (onMessage, onGap) => {
      heard.onMessage = onMessage;
      heard.onGap = onGap;
      return async () => undefined;
    },
  };
  return { channel, sent, heard };
};

describe("forgettingOnEveryInstance", () => {
  it("forgets here and announces the user on the channel", async () => {
    const forgotten: UserId[] = [];
    const { channel, sent } = scriptedChannel(async () => undefined);
    const { logger, lines } = capturedLogger();
    await forgettingOnEveryInstance(async (id) => void forgotten.push(id), channel, logger)(alice);
    expect(forgotten).toEqual([alice]);
    expect(sent).toEqual([alice]);
    expect(lines).toEqual([]);
  });

  it("answers when the announcement fails, and logs it without the user's id", async () => {
    const forgotten: UserId[] = [];
    const { channel } = scriptedChannel(async () => {
      throw new Error("connection refused");
    });
    const { logger, lines } = capturedLogger();
    await forgettingOnEveryInstance(async (id) => void forgotten.push(id), channel, logger)(alice);
    expect(forgotten).toEqual([alice]);
    expect(lines.join("")).toContain("telling the other instances of a password change failed");
    expect(lines.join("")).not.toContain(alice);
  });

  it("answers when the announcement does not go out in time", async () => {
    const { channel, sent } = scriptedChannel(() => new Promise<void>(() => {}));
    const { logger, lines } = capturedLogger();
    await forgettingOnEveryInstance(async () => undefined, channel, logger, 10)(alice);
    expect(sent).toEqual([alice]);
    expect(lines.join("")).toContain("taking too long");
  });

  it("is the local forget itself without a channel", () => {
    const forget = async () => undefined;
    expect(forgettingOnEveryInstance(forget, undefined, capturedLogger().logger)).toBe(forget);
  });
});

describe("hearOtherInstances", () => {
  it("forgets each announced user, and every kept user after a gap", async () => {
    const { channel, heard } = scriptedChannel(async () => undefined);
    const calls: string[] = [];
    const { logger } = capturedLogger();
    await hearOtherInstances(
      channel,
      { forget: (id) => void calls.push(`forget ${id}`), forgetAll: () => void calls.push("forgetAll") },
      logger,
    );
    heard.onMessage?.(alice);
    heard.onGap?.();
    expect(calls).toEqual([`forget ${alice}`, "forgetAll"]);
  });
});
