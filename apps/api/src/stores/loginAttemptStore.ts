/**
 * Where the login throttle (loginThrottle.ts) counts attempts: a port of its own, so the stores
 * (memory here, Redis in the composition root) carry none of the throttle's rules.
 */

export type AttemptVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAtMs: number };

export interface AttemptRecord {
  readonly count: number;
  readonly last: number;
}

/**
 * Where attempts are counted: in memory for one process, in Redis (the rate limiter's) when several
 * processes must share the count. `tryAttempt` is atomic. With `count` attempts recorded on `key`,
 * the last at `last`, it refuses until `last + schedule[min(count, schedule.length - 1)]`. With a
 * `sharedKey` (the account, when `key` is the account from one address) it also refuses until the
 * shared record's time, but only when `key` has attempts of its own: a source with none is let
 * through whatever the shared count says. Allowed, it records one more attempt at `nowMs` on both
 * keys. A record whose last attempt is `forgetAfterMs` old counts as none.
 */
export interface LoginAttemptStore {
  tryAttempt(
    key: string,
    nowMs: number,
    schedule: readonly number[],
    forgetAfterMs: number,
    sharedKey?: string,
  ): Promise<AttemptVerdict>;
  clear(key: string): Promise<void>;
}

const live = (record: AttemptRecord | undefined, nowMs: number, forgetAfterMs: number) =>
  record && record.count > 0 && nowMs - record.last < forgetAfterMs ? record : undefined;

const retryAt = (record: AttemptRecord, schedule: readonly number[]) =>
  record.last + (schedule[Math.min(record.count, schedule.length - 1)] ?? 0);

/** Decides one attempt from the stored records; shared by the memory store and mirrored by the Redis script. */
export const decideAttempt = (
  own: AttemptRecord | undefined,
  shared: AttemptRecord | undefined,
  nowMs: number,
  schedule: readonly number[],
  forgetAfterMs: number,
): { verdict: AttemptVerdict; next?: { own: AttemptRecord; shared: AttemptRecord } } => {
  const mine = live(own, nowMs, forgetAfterMs);
  const theirs = live(shared, nowMs, forgetAfterMs);
  if (mine) {
    const retryAtMs = Math.max(retryAt(mine, schedule), theirs ? retryAt(theirs, schedule) : 0);
    if (nowMs < retryAtMs) return { verdict: { allowed: false, retryAtMs } };
  }
  return {
    verdict: { allowed: true },
    next: {
      own: { count: (mine?.count ?? 0) + 1, last: nowMs },
      shared: { count: (theirs?.count ?? 0) + 1, last: nowMs },
    },
  };
};

/**
 * Counts in this process. At most `maxKeys` keys are remembered (the least recently attempted go
 * first), so a flood of made-up e-mails or addresses cannot grow memory without bound.
 */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly records = new Map<string, AttemptRecord>();

  constructor(private readonly maxKeys = 100_000) {}

  async tryAttempt(key: string, nowMs: number, schedule: readonly number[], forgetAfterMs: number, sharedKey?: string) {
    const shared = sharedKey === undefined ? undefined : this.records.get(sharedKey);
    const { verdict, next } = decideAttempt(this.records.get(key), shared, nowMs, schedule, forgetAfterMs);
    if (next) {
      this.remember(key, next.own);
      if (sharedKey !== undefined) this.remember(sharedKey, next.shared);
    }
    return verdict;
  }

  async clear(key: string) {
    this.records.delete(key);
  }

  private remember(key: string, record: AttemptRecord) {
    this.records.delete(key); // re-inserted last: Map order is then least recently attempted first
    this.records.set(key, record);
    if (this.records.size > this.maxKeys) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }
}
