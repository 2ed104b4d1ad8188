import { setTimeout as sleep } from "node:timers/promises";
import type { LoadClient } from "./http";
import type { drawer } from "./mix";
import type { UserState } from "./users";

export interface RouteStats {
  readonly route: string;
  readonly count: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadOutcome {
  /** "rate 1000/s" (open model) or "saturation, 64 in flight" (closed model). */
  readonly model: string;
  readonly seconds: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  /** Answers that were not the operation's success status, and failed connections. */
  readonly errors: number;
  readonly statuses: Record<string, number>;
  readonly overall: RouteStats;
  readonly routes: readonly RouteStats[];
  /** Open model only: requests that could not be sent on time because the runner fell behind. */
  readonly lateStarts?: number;
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);

const round = (ms: number) => Math.round(ms * 10) / 10;

const statsOf = (route: string, latencies: number[], errors: number): RouteStats => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    route,
    count: latencies.length,
    errors,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.length ? (sorted[sorted.length - 1] as number) : 0),
  };
};

class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorsByRoute = new Map<string, number>();
  readonly statuses: Record<string, number> = {};
  requests = 0;
  errors = 0;

  record(route: string, ms: number, status: number | "error", ok: boolean): void {
    this.requests += 1;
    this.statuses[String(status)] = (this.statuses[String(status)] ?? 0) + 1;
    let list = this.latencies.get(route);
    if (!list) {
      list = [];
      this.latencies.set(route, list);
    }
    list.push(ms);
    if (!ok) {
      this.errors += 1;
      this.errorsByRoute.set(route, (this.errorsByRoute.get(route) ?? 0) + 1);
    }
  }

  outcome(model: string, seconds: number, lateStarts?: number): LoadOutcome {
    const all: number[] = [];
    const routes: RouteStats[] = [];
    for (const [route, list] of this.latencies) {
      for (const value of list) all.push(value);
      routes.push(statsOf(route, list, this.errorsByRoute.get(route) ?? 0));
    }
    routes.sort((a, b) => b.count - a.count);
    return {
      model,
      seconds,
      requests: this.requests,
      requestsPerSecond: this.requests / seconds,
      errors: this.errors,
      statuses: this.statuses,
      overall: statsOf("all", all, this.errors),
      routes,
      ...(lateStarts !== undefined && { lateStarts }),
    };
  }
}

type Draw = ReturnType<typeof drawer>;

/** Sends one drawn request for a random user; its latency counts from `startedAt`. */
const fire = async (
  client: LoadClient,
  users: readonly UserState[],
  draw: Draw,
  random: () => number,
  recorder: Recorder,
  startedAt: number,
) => {
  const user = users[Math.floor(random() * users.length)] as UserState;
  const { operation, call } = draw(user);
  try {
    const answer = await client.send(call);
    const ok = answer.status >= 200 && answer.status < 300;
    recorder.record(operation.route, performance.now() - startedAt, answer.status, ok);
    if (ok) operation.learn?.(user, answer);
  } catch {
    recorder.record(operation.route, performance.now() - startedAt, "error", false);
  }
};

/**
 * Open model (as wrk2 does): request i is due at start + i / rate whether or not earlier ones have
 * answered, and its latency counts from when it was due, so a server that falls behind shows it
 * in the latency instead of slowing the arrivals (no coordinated omission).
 */
export const fixedRate = async (
  client: LoadClient,
  users: readonly UserState[],
  draw: Draw,
  random: () => number,
  rate: number,
  seconds: number,
): Promise<LoadOutcome> => {
  const recorder = new Recorder();
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  let lateStarts = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = start + (sent / rate) * 1000;
      if (now - dueAt > 5) lateStarts += 1;
      const request = fire(client, users, draw, random, recorder, dueAt).finally(() => pending.delete(request));
      pending.add(request);
    }
    // Sleep until the next one is due (timers fire about every millisecond): a busy loop would take
    // a core from the server it measures.
    await sleep(Math.max(0, start + (sent / rate) * 1000 - performance.now()));
  }
  await Promise.all(pending);
  return recorder.outcome(`open model, ${rate} requests/s`, (performance.now() - start) / 1000, lateStarts);
};

/** Closed model at saturation: `inFlight` clients, each sending its next request as soon as the last answers. */
export const saturate = async (
  client: LoadClient,
  users: readonly UserState[],
  draw: Draw,
  random: () => number,
  inFlight: number,
  seconds: number,
): Promise<LoadOutcome> => {
  const recorder = new Recorder();
  const start = performance.now();
  const end = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) await fire(client, users, draw, random, recorder, performance.now());
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  return recorder.outcome(`saturation, ${inFlight} in flight`, (performance.now() - start) / 1000);
};
