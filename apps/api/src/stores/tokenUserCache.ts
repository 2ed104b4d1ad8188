import type { User, UserId, UserRepo } from "@finance/domain";
import { LRUCache } from "lru-cache";

export interface TokenUserCacheOptions {
  /** How long a user is kept; 0 keeps nothing (every look-up reads the store). */
  readonly ttlMs: number;
  /** Past this many users the least recently read one is dropped. */
  readonly maxUsers: number;
  /** The monotonic clock the kept users expire by (tests script it). */
  readonly perf?: { now(): number };
}

/**
 * The users that access tokens speak for, kept a short while so that an authenticated request
 * reads none from the store. `forget` drops a user at once (a password change voids the user's
 * tokens); a look-up that began before a `forget` answers its caller but keeps nothing, so it
 * cannot put back what the password change dropped.
 */
export class TokenUserCache implements Pick<UserRepo, "findById"> {
  private readonly kept: LRUCache<UserId, User> | undefined;
  /** Counts `forget` calls: a look-up keeps its answer only if none happened while it read. */
  private forgets = 0;
  /** While paused every look-up reads the store and nothing is kept. */
  private paused = false;

  constructor(
    private readonly users: Pick<UserRepo, "findById">,
    options: TokenUserCacheOptions,
  ) {
    this.kept =
      options.ttlMs === 0
        ? undefined
        : new LRUCache({
            max: options.maxUsers,
            ttl: options.ttlMs,
            // Read the clock on every look-up rather than a value refreshed by a timer.
            ttlResolution: 0,
            ...(options.perf && { perf: options.perf }),
          });
  }

  async findById(id: UserId): Promise<User | null> {
    const kept = this.kept;
    if (!kept || this.paused) return this.users.findById(id);
    const user = kept.get(id);
    if (user) return user;
    const forgetsBefore = this.forgets;
    const found = await this.users.findById(id);
    if (found && forgetsBefore === this.forgets) kept.set(id, found);
    return found;
  }

  /** Drops the user, and voids what any look-up still reading would keep. */
  forget(id: UserId): void {
    this.forgets += 1;
    this.kept?.delete(id);
  }

  /** Drops every user (a password change may have gone unheard), like `forget` does one. */
  forgetAll(): void {
    this.forgets += 1;
    this.kept?.clear();
  }

  /** Drops every user and keeps none until `resume` (while password changes could go unheard). */
  pause(): void {
    this.paused = true;
    this.forgetAll();
  }

  resume(): void {
    this.paused = false;
  }
}
