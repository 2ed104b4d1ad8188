/** Port: the current instant. Use cases never call `new Date()` themselves. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
