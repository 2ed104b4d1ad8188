import { describe, expect, it } from "vitest";
import { DISABLE_AFTER_MS, decideAfterAttempt, MAX_RETRY_MS, retryDelayMs } from "../../src";
import { ok, serverError } from "./support";

const t0 = new Date("2026-03-15T12:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("delivery policy", () => {
  it("doubles the wait from 5 s up to an hour, drawn from the upper half of each (jitter)", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0.999_999))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([2_500, 5_000, 10_000, 20_000]);
    expect(retryDelayMs(30, () => 0.999_999)).toBeCloseTo(MAX_RETRY_MS, -1);
    expect(retryDelayMs(30, () => 0)).toBe(MAX_RETRY_MS / 2);
  });

  it("a success ends the delivery", () => {
    expect(decideAfterAttempt({ failingSince: t0 }, { attempts: 3, createdAt: t0 }, ok, at(1), () => 0)).toEqual({
      kind: "succeeded",
    });
  });

  it("a failure is retried, and starts the webhook's failure run", () => {
    const decision = decideAfterAttempt(
      { failingSince: null },
      { attempts: 0, createdAt: t0 },
      serverError,
      t0,
      () => 0.5,
    );
    expect(decision).toEqual({ kind: "retry", nextAttemptAt: at(3_750), failingSince: t0 });
  });

  it("after a day of failures the webhook is disabled, with the reason readable", () => {
    const decision = decideAfterAttempt(
      { failingSince: t0 },
      { attempts: 20, createdAt: at(DISABLE_AFTER_MS - 60_000) },
      serverError,
      at(DISABLE_AFTER_MS),
      () => 0.5,
    );
    expect(decision).toEqual({
      kind: "failed",
      failingSince: t0,
      disabledReason: "Disabled after deliveries failed since 2026-03-15T12:00:00.000Z; last failure: HTTP 500",
    });
  });

  it("a delivery whose next try would fall past a day is given up, the webhook kept", () => {
    const decision = decideAfterAttempt(
      { failingSince: at(DISABLE_AFTER_MS - 120_000) },
      { attempts: 25, createdAt: t0 },
      serverError,
      at(DISABLE_AFTER_MS - 60_000),
      () => 0.5,
    );
    expect(decision).toMatchObject({ kind: "failed", disabledReason: null });
  });
});
