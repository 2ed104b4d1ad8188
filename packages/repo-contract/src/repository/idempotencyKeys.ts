import type { ClaimRequest, IdempotencyClaim, Repositories, StoredResponse, UserId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aUser, newId, unique } from "../mothers";
import type { ContractContext } from "./harness";

const HOUR = 60 * 60 * 1000;
const T0 = new Date("2030-01-01T00:00:00.000Z");
const at = (ms: number): Date => new Date(T0.getTime() + ms);

const ANSWER: StoredResponse = {
  status: 201,
  body: '{"code":"WALLET_CREATED","message":"Wallet created","wallet":{"name":"Café ☕"}}',
  contentType: "application/json",
};

/** A claim of `key` by `userId` at `now`: leased for an hour, kept 24 hours. */
const aClaim = (userId: UserId, key: string, overrides: Partial<ClaimRequest> = {}): ClaimRequest => {
  const now = overrides.now ?? T0;
  return {
    userId,
    key,
    token: newId(),
    requestHash: "a".repeat(64),
    now,
    lockedUntil: new Date(now.getTime() + HOUR),
    expiresAt: new Date(now.getTime() + 24 * HOUR),
    ...overrides,
  };
};

const heldBy = ({ userId, key, token }: ClaimRequest): IdempotencyClaim => ({ userId, key, token });

/** Idempotency keys: claimed once per user and key, completed or released by their claim only. */
export const describeIdempotencyKeysContract = ({ repos, store }: ContractContext): void => {
  describe("idempotency keys", () => {
    const givenUser = async () => {
      const user = aUser();
      await repos().users.create(user);
      return user.id;
    };
    const keys = () => repos().idempotencyKeys;

    it("claims a free key, then reports it in progress to the same request and a mismatch to another", async () => {
      const userId = await givenUser();
      const key = `key-${unique()}`;
      expect(await keys().claim(aClaim(userId, key))).toEqual({ kind: "claimed" });
      expect(await keys().claim(aClaim(userId, key, { now: at(1000) }))).toEqual({ kind: "in_progress" });
      expect(await keys().claim(aClaim(userId, key, { requestHash: "b".repeat(64) }))).toEqual({ kind: "mismatch" });
    });

    it("stores the answer of the claim that holds the key and gives it back to the same request", async () => {
      const userId = await givenUser();
      const key = `key-${unique()}`;
      const first = aClaim(userId, key);
      await keys().claim(first);
      expect(await keys().complete(heldBy(first), ANSWER)).toBe(true);
      expect(await keys().claim(aClaim(userId, key, { now: at(HOUR * 5) }))).toEqual({
        kind: "completed",
        response: ANSWER,
      });
      expect(await keys().claim(aClaim(userId, key, { requestHash: "c".repeat(64) }))).toEqual({ kind: "mismatch" });
      // Completed once: a second completion (or one by another token) changes nothing.
      expect(await keys().complete(heldBy(first), { ...ANSWER, status: 400 })).toBe(false);
      expect(await keys().claim(aClaim(userId, key))).toEqual({ kind: "completed", response: ANSWER });
    });

    it("keeps a null content type and an empty body", async () => {
      const userId = await givenUser();
      const first = aClaim(userId, `key-${unique()}`);
      await keys().claim(first);
      const bare: StoredResponse = { status: 404, body: "", contentType: null };
      await keys().complete(heldBy(first), bare);
      expect(await keys().claim(aClaim(userId, first.key))).toEqual({ kind: "completed", response: bare });
    });

    it("refuses completion and release by a token that does not hold the key", async () => {
      const userId = await givenUser();
      const first = aClaim(userId, `key-${unique()}`);
      await keys().claim(first);
      const stranger = { ...heldBy(first), token: newId() };
      expect(await keys().complete(stranger, ANSWER)).toBe(false);
      await keys().release(stranger);
      expect(await keys().claim(aClaim(userId, first.key, { now: at(1) }))).toEqual({ kind: "in_progress" });
    });

    it("frees a released key for a fresh run, but never releases a completed one", async () => {
      const userId = await givenUser();
      const first = aClaim(userId, `key-${unique()}`);
      await keys().claim(first);
      await keys().release(heldBy(first));
      const second = aClaim(userId, first.key, { requestHash: "d".repeat(64) });
      expect(await keys().claim(second)).toEqual({ kind: "claimed" });
      await keys().complete(heldBy(second), ANSWER);
      await keys().release(heldBy(second));
      expect(await keys().claim(aClaim(userId, first.key, { requestHash: second.requestHash }))).toEqual({
        kind: "completed",
        response: ANSWER,
      });
    });

    it("lets a retry take over a claim whose lease ran out; the old claim can then no longer complete", async () => {
      const userId = await givenUser();
      const first = aClaim(userId, `key-${unique()}`);
      await keys().claim(first);
      const retry = aClaim(userId, first.key, { now: at(HOUR) });
      expect(await keys().claim(retry)).toEqual({ kind: "claimed" });
      expect(await keys().complete(heldBy(first), ANSWER)).toBe(false);
      expect(await keys().complete(heldBy(retry), ANSWER)).toBe(true);
    });

    it("forgets a key after its expiry: the same key then claims afresh, whatever the request", async () => {
      const userId = await givenUser();
      const first = aClaim(userId, `key-${unique()}`);
      await keys().claim(first);
      await keys().complete(heldBy(first), ANSWER);
      expect(await keys().claim(aClaim(userId, first.key, { now: at(24 * HOUR - 1) }))).toEqual({
        kind: "completed",
        response: ANSWER,
      });
      const later = aClaim(userId, first.key, { now: at(24 * HOUR), requestHash: "e".repeat(64) });
      expect(await keys().claim(later)).toEqual({ kind: "claimed" });
      expect(await keys().complete(heldBy(later), { ...ANSWER, status: 200 })).toBe(true);
    });

    it("purges the expired keys only", async () => {
      const userId = await givenUser();
      const past = new Date("2001-01-01T00:00:00.000Z");
      const expired = aClaim(userId, `key-${unique()}`, {
        now: past,
        lockedUntil: past,
        expiresAt: new Date(past.getTime() + HOUR),
      });
      const live = aClaim(userId, `key-${unique()}`);
      await keys().claim(expired);
      await keys().complete(heldBy(expired), ANSWER);
      await keys().claim(live);
      expect(await keys().purgeExpired(new Date(past.getTime() + 2 * HOUR))).toBe(1);
      expect(await keys().claim(aClaim(userId, live.key, { now: at(1) }))).toEqual({ kind: "in_progress" });
    });

    it("keeps each user's keys apart", async () => {
      const alice = await givenUser();
      const bob = await givenUser();
      const key = `shared-${unique()}`;
      const hers = aClaim(alice, key);
      expect(await keys().claim(hers)).toEqual({ kind: "claimed" });
      expect(await keys().claim(aClaim(bob, key, { requestHash: "f".repeat(64) }))).toEqual({ kind: "claimed" });
      await keys().complete(heldBy(hers), ANSWER);
      expect(await keys().claim(aClaim(bob, key, { requestHash: "f".repeat(64) }))).toEqual({ kind: "in_progress" });
    });

    it("of concurrent claims of one key, on one handle and on a second one, exactly one wins", async () => {
      const userId = await givenUser();
      const peer = await store().openPeer?.();
      try {
        const handles: Repositories[] = peer ? [repos(), peer.repositories] : [repos()];
        for (let trial = 0; trial < 5; trial += 1) {
          const key = `race-${unique()}`;
          const outcomes = await Promise.all(
            Array.from({ length: 8 }, (_, i) =>
              handles[i % handles.length]?.idempotencyKeys.claim(aClaim(userId, key)),
            ),
          );
          const kinds = outcomes.map((outcome) => outcome?.kind);
          expect(kinds.filter((kind) => kind === "claimed")).toHaveLength(1);
          expect(kinds.filter((kind) => kind === "in_progress")).toHaveLength(7);
        }
      } finally {
        await peer?.close();
      }
    });
  });
};
