import type { IdempotencyKeyRepo } from "../../model/idempotency/IdempotencyKeyRepo";
import type { Clock } from "../../shared/Clock";

/** Forgets the keys older than their 24 hours (a claim ignores them anyway; this frees the space). */
export class PurgeExpiredIdempotencyKeys {
  constructor(
    private readonly keys: IdempotencyKeyRepo,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.keys.purgeExpired(this.clock.now());
  }
}
