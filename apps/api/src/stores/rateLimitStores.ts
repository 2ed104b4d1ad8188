import { MemoryStore, type Store } from "hono-rate-limiter";

/** Which limiter a store counts for; a shared store (Redis) keeps them apart by key prefix. */
export type RateLimitName = "api" | "auth";

/** One fresh Store per limiter. The composition root passes a Redis-backed one when REDIS_URL is set. */
export type RateLimitStores = (name: RateLimitName) => Store;

/** The default: counters in this process's memory. */
export const memoryRateLimitStores: RateLimitStores = () => new MemoryStore();
