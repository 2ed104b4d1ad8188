import {
  heldInProgress,
  idempotencyExpired,
  idempotencyKeyIs,
  idempotencyRow,
  responseColumns,
  toIdempotencyRecord,
} from "@finance/adapter-sql";
import {
  type ClaimOutcome,
  type ClaimRequest,
  decideClaim,
  type IdempotencyClaim,
  type IdempotencyKeyRepo,
  recordOf,
  type StoredResponse,
} from "@finance/domain";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { idempotencyKeys as keys } from "./schema";

/** A row deleted between the insert and the lock (a release or a purge) is met again at most this often. */
const CLAIM_ATTEMPTS = 5;

/**
 * A claim is one transaction: insert the row unless the key has one (a concurrent insert of the
 * same key waits for the other transaction and then does nothing), else lock the row
 * (`FOR UPDATE`) and apply the shared claim rule to it, so of two claims exactly one wins.
 */
export class PostgresIdempotencyKeyRepo implements IdempotencyKeyRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async claim(request: ClaimRequest): Promise<ClaimOutcome> {
    const fresh = idempotencyRow(recordOf(request));
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await guarded(() =>
        this.db.transaction(async (tx): Promise<ClaimOutcome | null> => {
          const inserted = await tx
            .insert(keys)
            .values(fresh)
            .onConflictDoNothing({ target: [keys.userId, keys.key] })
            .returning({ token: keys.token });
          if (inserted.length > 0) return { kind: "claimed" };
          const [row] = await tx.select().from(keys).where(idempotencyKeyIs(keys, request)).for("update");
          if (!row) return null;
          const decision = decideClaim(toIdempotencyRecord(row), request);
          if (decision !== "take") return decision;
          await tx.update(keys).set(fresh).where(idempotencyKeyIs(keys, request));
          return { kind: "claimed" };
        }),
      );
      if (outcome !== null) return outcome;
      if (attempt >= CLAIM_ATTEMPTS) throw new Error("Idempotency key kept vanishing while being claimed");
    }
  }

  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean> {
    const updated = await guarded(() =>
      this.db
        .update(keys)
        .set(responseColumns(response))
        .where(heldInProgress(keys, claim))
        .returning({ key: keys.key }),
    );
    return updated.length > 0;
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    await guarded(() => this.db.delete(keys).where(heldInProgress(keys, claim)));
  }

  async purgeExpired(now: Date): Promise<number> {
    const purged = await guarded(() =>
      this.db.delete(keys).where(idempotencyExpired(keys, now)).returning({ key: keys.key }),
    );
    return purged.length;
  }
}
