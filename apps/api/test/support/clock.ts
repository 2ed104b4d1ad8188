import type { Clock } from "@finance/domain";

/** A clock tests can stop and move. It follows real time until `set` is called. */
export class TestClock implements Clock {
  private fixed: Date | null;

  constructor(start?: Date) {
    this.fixed = start ? new Date(start) : null;
  }

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  set(instant: Date | string): void {
    this.fixed = new Date(instant);
  }

  advance(ms: number): void {
    this.fixed = new Date(this.now().getTime() + ms);
  }
}
