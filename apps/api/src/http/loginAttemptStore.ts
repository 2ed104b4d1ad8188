/**
 * Where the login throttle (loginThrottle.ts) counts attempts per e-mail: a port of its own, so
 * the stores (memory here, Redis in the composition root) carry none of the throttle's rules.
 */

export type AttemptVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAtMs: number };

/**
 * Where attempts are counted: in memory for one process, in Redis (the rate limiter's) when several
 * processes must share the count. `tryAttempt` is atomic: with `count` attempts recorded, the last
 * at `last`, it refuses until `last + schedule[min(count, schedule.length - 1)]`, otherwise records
 * one more at `nowMs`. A record whose last attempt is `forgetAfterMs` old counts as none.
 */
export interface LoginAttemptStore {
  tryAttempt(key: string, nowMs: number, schedule: readonly number[], forgetAfterMs: number): Promise<AttemptVerdict>;
  clear(key: string): Promise<void>;
}

/** Decides one attempt from the stored record; shared by the memory store and mirrored by the Redis script. */
export const decideAttempt = (
  record: { count: number; last: number } | undefined,
  nowMs: number,
  schedule: readonly number[],
  forgetAfterMs: number,
): { verdict: AttemptVerdict; next?: { count: number; last: number } } => {
  const live = record && nowMs - record.last < forgetAfterMs ? record : undefined;
  const count = live?.count ?? 0;
  if (live && count > 0) {
    const retryAtMs = live.last + (schedule[Math.min(count, schedule.length - 1)] ?? 0);
    if (nowMs < retryAtMs) return { verdict: { allowed: false, retryAtMs } };
  }
  return { verdict: { allowed: true }, next: { count: count + 1, last: nowMs } };
};

/**
 * Counts in this process. At most `maxKeys` e-mails are remembered (the oldest go first), so a
 * flood of made-up e-mails cannot grow memory without bound.
 */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly records = new Map<string, { count: number; last: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async tryAttempt(key: string, nowMs: number, schedule: readonly number[], forgetAfterMs: number) {
    const { verdict, next } = decideAttempt(this.records.get(key), nowMs, schedule, forgetAfterMs);
    if (next) {
      this.records.delete(key); // re-inserted last: Map order is then least recently attempted first
      this.records.set(key, next);
      if (this.records.size > this.maxKeys) {
        const oldest = this.records.keys().next().value;
        if (oldest !== undefined) this.records.delete(oldest);
      }
    }
    return verdict;
  }

  async clear(key: string) {
    this.records.delete(key);
  }
}
