/**
 * At most `limit` deliveries in flight per endpoint (webhook id) in this process; the others wait
 * their turn in arrival order, so one slow receiver cannot take every connection.
 */
export class EndpointSlots {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly limit: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(key);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  inFlight(key: string): number {
    return this.active.get(key) ?? 0;
  }

  private acquire(key: string): Promise<void> {
    const count = this.active.get(key) ?? 0;
    if (count < this.limit) {
      this.active.set(key, count + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(key) ?? [];
      queue.push(resolve);
      this.waiting.set(key, queue);
    });
  }

  private release(key: string): void {
    const next = this.waiting.get(key)?.shift();
    if (next) {
      // The slot passes straight to the next waiter.
      next();
      return;
    }
    this.waiting.delete(key);
    const count = (this.active.get(key) ?? 1) - 1;
    if (count === 0) this.active.delete(key);
    else this.active.set(key, count);
  }
}
