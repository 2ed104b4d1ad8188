import type { UserId } from "../../shared/Id";
import type { ClaimOutcome, ClaimRequest, StoredResponse } from "./IdempotencyKeyRepo";

/** One key as a store holds it. */
export interface IdempotencyRecord {
  readonly userId: UserId;
  readonly key: string;
  readonly token: string;
  readonly requestHash: string;
  readonly lockedUntil: Date;
  readonly expiresAt: Date;
  /** Null while the claim's run is in progress. */
  readonly response: StoredResponse | null;
}

/**
 * THE claim rule every store applies to the key's current record, inside its atomic step: answer
 * an outcome, or `take` (write `recordOf(request)` over it). A record past `expiresAt` is as good
 * as absent; another request hash is a mismatch even while in progress; an in-progress record
 * whose lease ran out (its run crashed) is taken over by a retry of the same request.
 */
export const decideClaim = (current: IdempotencyRecord | null, request: ClaimRequest): ClaimOutcome | "take" => {
  const now = request.now.getTime();
  if (current === null || current.expiresAt.getTime() <= now) return "take";
  if (current.requestHash !== request.requestHash) return { kind: "mismatch" };
  if (current.response !== null) return { kind: "completed", response: current.response };
  return current.lockedUntil.getTime() <= now ? "take" : { kind: "in_progress" };
};

/** The in-progress record a successful claim writes. */
export const recordOf = (request: ClaimRequest): IdempotencyRecord => ({
  userId: request.userId,
  key: request.key,
  token: request.token,
  requestHash: request.requestHash,
  lockedUntil: request.lockedUntil,
  expiresAt: request.expiresAt,
  response: null,
});
