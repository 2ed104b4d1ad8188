import type { ConnectionOptions } from "bullmq";

/** Where the queue lives in Redis: one URL, and a key prefix so services (and test runs) sharing it keep apart. */
export interface BullQueueLocation {
  readonly redisUrl: string;
  /** Key prefix of every key of the queue (e.g. `finance:jobs`). */
  readonly prefix: string;
  /** Default `jobs`. */
  readonly queueName?: string;
}

export const DEFAULT_QUEUE_NAME = "jobs";

/**
 * Connection options for BullMQ. Blocking worker commands must never give up on a slow Redis
 * (`maxRetriesPerRequest: null`, as BullMQ requires for workers); the producer fails fast instead,
 * so a request never hangs on a Redis that is down.
 */
export const bullConnection = (location: BullQueueLocation, role: "producer" | "worker"): ConnectionOptions => ({
  url: location.redisUrl,
  maxRetriesPerRequest: role === "worker" ? null : 1,
  enableOfflineQueue: role === "worker",
  connectTimeout: 5_000,
});
