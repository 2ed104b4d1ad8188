import {
  type ClaimOutcome,
  type ClaimRequest,
  decideClaim,
  type IdempotencyClaim,
  type IdempotencyKeyRepo,
  recordOf,
  type StoredResponse,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

const keyOf = ({ userId, key }: IdempotencyClaim): string => JSON.stringify([userId, key]);

/** Each method runs with no `await` between its read and its write, so it is atomic on one event loop. */
export class MemoryIdempotencyKeyRepo implements IdempotencyKeyRepo {
  constructor(private readonly store: MemoryStore) {}

  async claim(request: ClaimRequest): Promise<ClaimOutcome> {
    const id = keyOf(request);
    const decision = decideClaim(this.store.idempotencyKeys.get(id) ?? null, request);
    if (decision !== "take") return copy(decision);
    this.store.idempotencyKeys.set(id, recordOf(request));
    return { kind: "claimed" };
  }

  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean> {
    const id = keyOf(claim);
    const current = this.store.idempotencyKeys.get(id);
    if (!current || current.token !== claim.token || current.response !== null) return false;
    this.store.idempotencyKeys.set(id, { ...current, response: copy(response) });
    return true;
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    const id = keyOf(claim);
    const current = this.store.idempotencyKeys.get(id);
    if (current && current.token === claim.token && current.response === null) this.store.idempotencyKeys.delete(id);
  }

  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [id, record] of this.store.idempotencyKeys) {
      if (record.expiresAt.getTime() <= now.getTime()) {
        this.store.idempotencyKeys.delete(id);
        purged += 1;
      }
    }
    return purged;
  }
}
