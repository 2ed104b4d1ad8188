import { type Clock, normaliseEmail } from "@finance/domain";
import type { Logger } from "pino";
import { HttpError } from "./errors";
import type { LoginAttemptStore } from "./loginAttemptStore";

/**
 * Per-account throttling of logins (OWASP API2, credential stuffing from many addresses): the
 * address-keyed rate limit does not see one e-mail tried from a thousand addresses, this does.
 *
 * Every login attempt on an e-mail (normalised, whether an account has it or not, so the answer
 * tells nothing about which e-mails exist) is counted before its password is checked; a correct
 * password clears the count. After `freeFailures` counted attempts, the next one must wait
 * `baseDelayMs`, then twice that after each further failure, up to `maxDelayMs`; earlier attempts
 * get 429 RATE_LIMITED with Retry-After and are neither checked nor counted. Nobody is locked out
 * for good: once the delay has passed, the right password logs in. Counting before checking makes
 * a burst of parallel guesses wait like sequential ones. The count is forgotten `forgetAfterMs`
 * after the last attempt.
 */

export interface LoginBackoffPolicy {
  readonly freeFailures: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly forgetAfterMs: number;
}

/**
 * The wait before the next attempt, by the number of attempts already counted: zeros for the
 * free ones, then base, 2 x base, ... up to the cap, which the last entry holds for every larger count.
 */
export const backoffSchedule = (policy: LoginBackoffPolicy): number[] => {
  const schedule: number[] = Array.from({ length: policy.freeFailures }, () => 0);
  let delay = policy.baseDelayMs;
  while (delay < policy.maxDelayMs) {
    schedule.push(delay);
    delay *= 2;
  }
  schedule.push(policy.maxDelayMs);
  return schedule;
};

export interface LoginThrottleOptions {
  readonly policy: LoginBackoffPolicy;
  readonly store: LoginAttemptStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface LoginThrottle {
  /** Runs `login` unless `email` must wait; a correct login clears the e-mail's count. */
  guard<T>(email: unknown, login: () => Promise<T>): Promise<T>;
  /**
   * The same backoff for a password change's check of the current password, on a count of its own
   * per account (a stolen access token must not become an unthrottled password oracle). Its key
   * has upper-case letters, so no normalised e-mail of a login can reach it.
   */
  guardPasswordCheck<T>(userId: string, check: () => Promise<T>): Promise<T>;
}

export const loginThrottle = ({ policy, store, clock, logger }: LoginThrottleOptions): LoginThrottle => {
  const schedule = backoffSchedule(policy);
  let lastWarning = 0;
  // Like the rate limiter: a failing store lets logins through (each still costs a bcrypt check)
  // rather than turning every login into a 500; one warning a minute.
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, "login-attempt store failed; logins are not throttled per account until it answers");
  };
  const run = async <T>(key: string, attempt: () => Promise<T>): Promise<T> => {
    const now = clock.now().getTime();
    const verdict = await store.tryAttempt(key, now, schedule, policy.forgetAfterMs).catch((error: unknown) => {
      warn(error);
      return { allowed: true } as const;
    });
    if (!verdict.allowed) {
      const seconds = Math.max(1, Math.ceil((verdict.retryAtMs - now) / 1000));
      throw new HttpError("RATE_LIMITED", `Too many failed logins for this account; retry in ${seconds} seconds`, {
        "Retry-After": String(seconds),
      });
    }
    // A wrong password (or any failure) leaves the attempt counted; only a correct one clears.
    const result = await attempt();
    await store.clear(key).catch(warn);
    return result;
  };
  return {
    guard: (email, login) => run(normaliseEmail(typeof email === "string" ? email : ""), login),
    guardPasswordCheck: (userId, check) => run(`PASSWORD-CHANGE:${userId}`, check),
  };
};
