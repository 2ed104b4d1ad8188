import type { IdempotencyClaim, IdempotencyKeyRepo, StoredResponse } from "../../model/idempotency/IdempotencyKeyRepo";

/**
 * Ends an idempotent request's run: its final answer is stored for the retries, or, when there is
 * none worth replaying (a failure the client should retry), the key is freed for a fresh run.
 * Answers false when the claim no longer held the key (its lease had been taken over).
 */
export class SettleIdempotencyKey {
  constructor(private readonly keys: IdempotencyKeyRepo) {}

  async execute(claim: IdempotencyClaim, response: StoredResponse | null): Promise<boolean> {
    if (response === null) {
      await this.keys.release(claim);
      return true;
    }
    return this.keys.complete(claim, response);
  }
}
