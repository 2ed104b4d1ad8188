import { IDEMPOTENCY_KEY_TTL_MS, parseIdempotencyKey } from "../../model/idempotency/IdempotencyKey";
import type { IdempotencyClaim, IdempotencyKeyRepo, StoredResponse } from "../../model/idempotency/IdempotencyKeyRepo";
import type { Clock } from "../../shared/Clock";
import { idempotencyKeyInUse, idempotencyKeyReused } from "../../shared/domainErrors";
import type { IdGenerator, UserId } from "../../shared/Id";

export interface ClaimIdempotencyKeyInput {
  readonly userId: UserId;
  /** As the client sent it; checked here. */
  readonly key: string;
  readonly requestHash: string;
}

/** Run the request under the claim (then settle it), or answer the stored response. */
export type IdempotentStart =
  | { readonly kind: "run"; readonly claim: IdempotencyClaim }
  | { readonly kind: "replay"; readonly response: StoredResponse };

/**
 * Starts an idempotent request: the first request under a key claims it for `leaseMs` (longer than
 * any request runs); a retry of the same request gets the stored answer; another request under the
 * key is IDEMPOTENCY_KEY_REUSED; a retry while the first still runs is IDEMPOTENCY_KEY_IN_USE.
 */
export class ClaimIdempotencyKey {
  constructor(
    private readonly keys: IdempotencyKeyRepo,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly leaseMs: number,
  ) {}

  async execute(input: ClaimIdempotencyKeyInput): Promise<IdempotentStart> {
    const claim: IdempotencyClaim = {
      userId: input.userId,
      key: parseIdempotencyKey(input.key),
      token: this.ids.next(),
    };
    const now = this.clock.now();
    const outcome = await this.keys.claim({
      ...claim,
      requestHash: input.requestHash,
      now,
      lockedUntil: new Date(now.getTime() + this.leaseMs),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    switch (outcome.kind) {
      case "claimed":
        return { kind: "run", claim };
      case "completed":
        return { kind: "replay", response: outcome.response };
      case "mismatch":
        throw idempotencyKeyReused();
      case "in_progress":
        throw idempotencyKeyInUse();
    }
  }
}
