import type { Context, Env, MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

export interface InFlightLimit<E extends Env> {
  /** At most this many requests of one key at once. */
  readonly max: number;
  /** Whose request it is (a client address, a user). */
  readonly keyOf: (c: Context<E>) => string;
  /** The 429's message, naming what is limited. */
  readonly message: string;
}

/**
 * At most `max` requests of one key in flight in this process, from this middleware to the end of
 * the answer; the next is answered 429 RATE_LIMITED with `Retry-After: 1` at once, before its body
 * is read. Counted per process (a cluster multiplies it by its workers).
 */
export const inFlightLimit = <E extends Env>({ max, keyOf, message }: InFlightLimit<E>): MiddlewareHandler<E> => {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const key = keyOf(c);
    const current = inFlight.get(key) ?? 0;
    if (current >= max) throw new HttpError("RATE_LIMITED", message, { "Retry-After": "1" });
    inFlight.set(key, current + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  };
};
