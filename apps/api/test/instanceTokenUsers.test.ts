import type { UserId } from "@finance/domain";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgettingOnEveryInstance, hearOtherInstances } from "../src/composition/instanceTokenUsers";
import type { StoreChannel } from "../src/composition/persistence";

const alice = "01900000-0000-7000-8000-00000000000a" as UserId;

const capturedLogger = () => {
  const lines: string[] = [];
  return { lines, logger: pino({ level: "info" }, { write: (line: string) => void lines.push(line) }) };
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

/**
 * A channel that, like PostgreSQL, delivers what is sent to its own listener too, while
 * `delivering`; `hanging` holds every send unanswered, as a pool with no free connection would.
 */
const echoingChannel = () => {
  const scripted = scriptedChannel(async () => undefined);
  const state = { delivering: true, hanging: false };
  const channel: StoreChannel = {
    ...scripted.channel,
    send: async (payload) => {
      if (state.hanging) return new Promise<void>(() => {});
      await scripted.channel.send(payload);
      if (state.delivering) scripted.heard.onMessage?.(payload);
    },
  };
  return { channel, state, sent: scripted.sent, heard: scripted.heard };
};

/** `hearOtherInstances` on an echoing channel, pinging every second of fake time, past its first ping. */
const hearingOnFakeTimers = async () => {
  vi.useFakeTimers();
  const echo = echoingChannel();
  const { calls, cache } = recordedCache();
  const { logger, lines } = capturedLogger();
  const stop = await hearOtherInstances(echo.channel, cache, logger, 1000);
  await vi.advanceTimersByTimeAsync(0);
  return { echo, calls, lines, stop };
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
    // Paused from the start: this channel never brings the process's own ping back.
    expect(calls).toEqual(["pause", `forget ${alice}`, "forgetAll"]);
    stop();
  });

  it("keeps users once its first ping comes back, none after three in a row went unheard, and again when one is heard", async () => {
    const { echo, calls, lines, stop } = await hearingOnFakeTimers();
    expect(calls).toEqual(["pause", "resume"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(echo.sent.length).toBe(11);
    expect(calls).toEqual(["pause", "resume"]);

    echo.state.delivering = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toEqual(["pause", "resume"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(["pause", "resume", "pause"]);
    expect(lines.join("")).toContain("does not hear its own pings");

    // Another process's ping is not this one's.
    echo.heard.onMessage?.("ping:someone-else:1");
    expect(calls).toEqual(["pause", "resume", "pause"]);
    echo.state.delivering = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(["pause", "resume", "pause", "resume"]);
    expect(lines.join("")).toContain("hears the store channel again");
    stop();
    const sent = echo.sent.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(echo.sent.length).toBe(sent);
  });

  it("does not count pings still waiting for the pool", async () => {
    const { echo, calls, lines, stop } = await hearingOnFakeTimers();
    echo.state.hanging = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual(["pause", "resume"]);
    expect(lines).toEqual([]);
    stop();
  });
});
