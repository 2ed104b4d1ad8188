import { type Clock, normaliseEmail } from "@finance/domain";
import type { Logger } from "pino";
import type { LoginAttemptStore } from "../stores/loginAttemptStore";
import { HttpError } from "./errors";

/**
 * Throttling of logins per account (OWASP API2): slows one address guessing an account's password
 * and many addresses sharing the guesses, without letting anyone lock the owner out.
 *
 * Two counts per e-mail (normalised, whether an account has it or not, so the answer tells nothing
 * about which e-mails exist): one per client address (`clientKeyOf`: IPv4, or IPv6 by /64) and one
 * for the account from every address. Each attempt is counted before its password is checked (a
 * burst of parallel guesses waits like sequential ones); a correct password clears both counts of
 * that address and account, never another address's. After `freeFailures` counted attempts the next
 * must wait `baseDelayMs`, then twice that after each further one, up to `maxDelayMs`. An address
 * waits on its own count, and, once it has an attempt counted, on the account's too; an address
 * with no recent attempt on the account is always let through to the password check. So an
 * attacker who keeps the account's count high only slows addresses that have failed on it: the
 * owner's correct password from anywhere else logs in. Guesses spread over many addresses get one
 * check per address before the account's delay binds each of them. Refused attempts get 429
 * RATE_LIMITED with Retry-After and are neither checked nor counted. Counts are forgotten
 * `forgetAfterMs` after their last attempt.
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
  /**
   * Runs `login` unless `email` must wait from `address` (a `clientKeyOf` key); a correct login
   * clears the account's count and this address's.
   */
  guard<T>(email: unknown, address: string, login: () => Promise<T>): Promise<T>;
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
  const run = async <T>(key: string, sharedKey: string | undefined, attempt: () => Promise<T>): Promise<T> => {
    const now = clock.now().getTime();
    const verdict = await store
      .tryAttempt(key, now, schedule, policy.forgetAfterMs, sharedKey)
      .catch((error: unknown) => {
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
    if (sharedKey !== undefined) await store.clear(sharedKey).catch(warn);
    return result;
  };
  return {
    guard: (email, address, login) => {
      const account = normaliseEmail(typeof email === "string" ? email : "");
      // Upper case and a space: no normalised e-mail (the account's key) can be an address's key.
      return run(`FROM ${address} ${account}`, account, login);
    },
    guardPasswordCheck: (userId, check) => run(`PASSWORD-CHANGE:${userId}`, undefined, check),
  };
};
