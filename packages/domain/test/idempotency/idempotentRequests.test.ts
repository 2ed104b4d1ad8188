import { describe, expect, it } from "vitest";
import {
  ClaimIdempotencyKey,
  IDEMPOTENCY_KEY_TTL_MS,
  PurgeExpiredIdempotencyKeys,
  parseIdempotencyKey,
  SettleIdempotencyKey,
  type StoredResponse,
} from "../../src";
import { createMemoryRepositories, idOf } from "../../src/testing";
import { failure } from "../mothers";
import { testClock } from "../mothers/clock";
import { seededIds } from "../mothers/ids";

const LEASE_MS = 60_000;
const ANSWER: StoredResponse = { status: 201, body: '{"code":"WALLET_CREATED"}', contentType: "application/json" };

const setup = () => {
  const clock = testClock();
  const { idempotencyKeys } = createMemoryRepositories();
  return {
    clock,
    claim: new ClaimIdempotencyKey(idempotencyKeys, clock, seededIds(clock, 7), LEASE_MS),
    settle: new SettleIdempotencyKey(idempotencyKeys),
    purge: new PurgeExpiredIdempotencyKeys(idempotencyKeys, clock),
  };
};

const request = (key = "order-1", requestHash = "hash-1") => ({ userId: idOf("user-1"), key, requestHash });

describe("parseIdempotencyKey", () => {
  it("takes 1 to 255 printable ASCII characters", () => {
    expect(parseIdempotencyKey("a")).toBe("a");
    expect(parseIdempotencyKey("~ !".padEnd(255, "x"))).toHaveLength(255);
  });

  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["a control character", "order\t1"],
    ["non-ASCII", "commande-é"],
  ])("refuses %s with a VALIDATION_ERROR naming the header", async (_, key) => {
    const error = await failure(() => parseIdempotencyKey(key));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([
      { path: "Idempotency-Key", message: "Idempotency-Key must be 1 to 255 printable ASCII characters" },
    ]);
  });
});

describe("ClaimIdempotencyKey and SettleIdempotencyKey", () => {
  it("runs the first request, replays its stored answer to the same request, refuses another request", async () => {
    const { claim, settle } = setup();
    const first = await claim.execute(request());
    if (first.kind !== "run") throw new Error("the first request must run");
    expect((await failure(() => claim.execute(request()))).code).toBe("IDEMPOTENCY_KEY_IN_USE");
    expect(await settle.execute(first.claim, ANSWER)).toBe(true);
    expect(await claim.execute(request())).toEqual({ kind: "replay", response: ANSWER });
    expect((await failure(() => claim.execute(request("order-1", "hash-2")))).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("frees the key when the run has no answer worth keeping", async () => {
    const { claim, settle } = setup();
    const first = await claim.execute(request());
    if (first.kind !== "run") throw new Error("the first request must run");
    await settle.execute(first.claim, null);
    expect((await claim.execute(request())).kind).toBe("run");
  });

  it("lets a retry take over after the lease of a run that never settled, and forgets answers after 24 hours", async () => {
    const { clock, claim, settle, purge } = setup();
    const crashed = await claim.execute(request());
    clock.advance(LEASE_MS);
    const retry = await claim.execute(request());
    if (crashed.kind !== "run" || retry.kind !== "run") throw new Error("both runs must claim");
    expect(await settle.execute(crashed.claim, ANSWER)).toBe(false);
    expect(await settle.execute(retry.claim, ANSWER)).toBe(true);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS);
    expect(await purge.execute()).toBe(1);
    expect((await claim.execute(request("order-1", "hash-2"))).kind).toBe("run");
  });
});
