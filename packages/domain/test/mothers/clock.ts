import type { Clock } from "../../src";

/** The instant every world starts at unless told otherwise: mid-March 2026, a Sunday, UTC. */
export const DEFAULT_NOW = "2026-03-15T12:00:00.000Z";

/** A clock that stands still until the test moves it. */
export interface TestClock extends Clock {
  set(iso: string): void;
  advance(milliseconds: number): void;
}

export const testClock = (iso: string = DEFAULT_NOW): TestClock => {
  let current = new Date(iso).getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
};
