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
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { idempotencyKeys as keys } from "./schema";
import { writeTransaction } from "./writeTransaction";

/**
 * A claim reads and writes the key's row in one `BEGIN IMMEDIATE` transaction: the write lock is
 * taken first, so of two processes claiming one key on one file the second reads the first's row.
 */
export class SqliteIdempotencyKeyRepo implements IdempotencyKeyRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async claim(request: ClaimRequest): Promise<ClaimOutcome> {
    return writeTransaction(this.db, (tx): ClaimOutcome => {
      const row = tx.select().from(keys).where(idempotencyKeyIs(keys, request)).get();
      const decision = decideClaim(row ? toIdempotencyRecord(row) : null, request);
      if (decision !== "take") return decision;
      const fresh = idempotencyRow(recordOf(request));
      tx.insert(keys)
        .values(fresh)
        .onConflictDoUpdate({ target: [keys.userId, keys.key], set: fresh })
        .run();
      return { kind: "claimed" };
    });
  }

  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean> {
    const result = guarded(() =>
      this.db.update(keys).set(responseColumns(response)).where(heldInProgress(keys, claim)).run(),
    );
    return result.changes > 0;
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    guarded(() => this.db.delete(keys).where(heldInProgress(keys, claim)).run());
  }

  async purgeExpired(now: Date): Promise<number> {
    return guarded(() => this.db.delete(keys).where(idempotencyExpired(keys, now)).run()).changes;
  }
}
