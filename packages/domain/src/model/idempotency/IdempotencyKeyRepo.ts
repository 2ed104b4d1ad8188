import type { UserId } from "../../shared/Id";
/** The first answer given to a key, replayed to every retry with the same request. */
export interface StoredResponse {
  readonly status: number;
  readonly body: string;
  readonly contentType: string | null;
}

/** Who holds a key and which run of the request: only that run may complete or release it. */
export interface IdempotencyClaim {
  readonly userId: UserId;
  readonly key: string;
  /** A fresh id per claim, so a run whose lease was taken over cannot complete the key. */
  readonly token: string;
}

export interface ClaimRequest extends IdempotencyClaim {
  /** A hash of the request (method, path, canonical body); another hash under the key is a misuse. */
  readonly requestHash: string;
  readonly now: Date;
  /** Until then the claim is in progress; after it (its run crashed) a retry may take it over. */
  readonly lockedUntil: Date;
  /** When the key and its answer are forgotten. */
  readonly expiresAt: Date;
}

/**
 * What a claim found: the key was free (or expired, or its run's lease ran out) and is now this
 * request's; an answer to replay; another run still holding it; or another request under it.
 */
export type ClaimOutcome =
  | { readonly kind: "claimed" }
  | { readonly kind: "completed"; readonly response: StoredResponse }
  | { readonly kind: "in_progress" }
  | { readonly kind: "mismatch" };

/**
 * The idempotency keys of each user. Every method is one atomic step, also across processes on one
 * database: of two concurrent claims of one key exactly one is `claimed`.
 */
export interface IdempotencyKeyRepo {
  /** Claims the key for this request, or reports what holds it. Expired keys count as absent. */
  claim(request: ClaimRequest): Promise<ClaimOutcome>;
  /** Stores the answer while `claim.token` still holds the key; false when it no longer does. */
  complete(claim: IdempotencyClaim, response: StoredResponse): Promise<boolean>;
  /** Frees a key still in progress under `claim.token` (its run failed): a retry runs afresh. */
  release(claim: IdempotencyClaim): Promise<void>;
  /** Forgets every key whose `expiresAt` is not after `now`; answers how many. */
  purgeExpired(now: Date): Promise<number>;
}
