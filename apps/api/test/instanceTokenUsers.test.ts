import type { UserId } from "@finance/domain";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A cache's calls, as a list. */
const recordedCache = () => {
  const calls: string[] = [];
  return {
    calls,
    cache: {
      forget: (id: UserId) => void calls.push(`forget ${id}`),
      forgetAll: () => void calls.push("forgetAll"),
      pause: () => void calls.push("pause"),
      resume: () => void calls.push("resume"),
    },
  };
};

describe("hearOtherInstances", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgets each announced user, and every kept user after a gap", async () => {
    const { channel, heard } = scriptedChannel(async () => undefined);
    const { calls, cache } = recordedCache();
    const stop = await hearOtherInstances(channel, cache, capturedLogger().logger);
    heard.onMessage?.(alice);
    heard.onGap?.();
    expect(calls).toEqual([`forget ${alice}`, "forgetAll"]);
    stop();
  });

  it("keeps no user while it does not hear its own pings, and keeps them again once it does", async () => {
    vi.useFakeTimers();
    let delivering = true;
    const scripted = scriptedChannel(async () => undefined);
    // The channel echoes what is sent while it delivers, as PostgreSQL does to the sender too.
    const channel: StoreChannel = {
      ...scripted.channel,
      send: async (payload) => {
        await scripted.channel.send(payload);
        if (delivering) scripted.heard.onMessage?.(payload);
      },
    };
    const { calls, cache } = recordedCache();
    const { logger, lines } = capturedLogger();
    const stop = await hearOtherInstances(channel, cache, logger, 1000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripted.sent.length).toBe(10);
    expect(calls).toEqual([]);

    delivering = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual(["pause"]);
    expect(lines.join("")).toContain("does not hear its own pings");

    // Another process's ping is not this one's.
    scripted.heard.onMessage?.("ping:someone-else");
    expect(calls).toEqual(["pause"]);
    delivering = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(["pause", "resume"]);
    stop();
    const sent = scripted.sent.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(scripted.sent.length).toBe(sent);
  });
});
