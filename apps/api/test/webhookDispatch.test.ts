import type { DeliverDueWebhooks, RelayEvents } from "@finance/domain";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextDispatchWait, WebhookDispatch } from "../src/composition/webhookDispatch";

/** A dispatch whose relay answers, round by round, how many events it published (then 0). */
const dispatchPublishing = (script: number[]) => {
  const rounds: number[] = [];
  const relay = {
    execute: async () => {
      rounds.push(Date.now());
      return script.shift() ?? 0;
    },
  } as unknown as RelayEvents;
  const deliver = { execute: async () => 0 } as unknown as DeliverDueWebhooks;
  return { dispatch: new WebhookDispatch(relay, deliver), rounds };
};

describe("the webhook dispatch loop's schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("doubles the wait after idle rounds up to the cap and goes back to the interval after work", () => {
    expect(nextDispatchWait(1_000, false, 1_000, 10_000)).toBe(2_000);
    expect(nextDispatchWait(8_000, false, 1_000, 10_000)).toBe(10_000);
    expect(nextDispatchWait(10_000, false, 1_000, 10_000)).toBe(10_000);
    expect(nextDispatchWait(10_000, true, 1_000, 10_000)).toBe(1_000);
  });

  it("looks every interval while there is work, and seldom while there is none", async () => {
    const { dispatch, rounds } = dispatchPublishing([3, 2]);
    const stop = dispatch.start(pino({ level: "silent" }), { intervalMs: 1_000, idleMaxMs: 10_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    await stop();
    // Work at 1 s and 2 s; idle from 3 s: waits of 2, 4, 8 s, then 10 s each.
    expect(rounds.slice(0, 7)).toEqual([1_000, 2_000, 3_000, 5_000, 9_000, 17_000, 27_000]);
    expect(rounds).toHaveLength(10);
  });

  it("stops: no round after the stop", async () => {
    const { dispatch, rounds } = dispatchPublishing([]);
    const stop = dispatch.start(pino({ level: "silent" }));
    await vi.advanceTimersByTimeAsync(1_000);
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toEqual([1_000]);
  });
});
