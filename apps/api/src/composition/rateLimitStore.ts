import { RedisStore } from "hono-rate-limiter";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../config/config";
import { memoryRateLimitStores, type RateLimitStores } from "../http/rateLimitStores";

/** Where the rate limiter counts, and how to let go of it at shutdown. */
export interface RateLimitStoreProvider {
  readonly stores: RateLimitStores;
  close(): Promise<void>;
}

/**
 * hono-rate-limiter's RedisStore on an ioredis client. The store speaks a small client interface
 * (scriptLoad, evalsha with key and argument arrays, decr, del); ioredis spells those differently.
 * Its increment is one Lua script (INCR, then PEXPIRE when the key has no expiry yet), so several
 * processes counting the same key never lose a hit. Keys: `<prefix><limiter>:<user:id | ip:address>`.
 */
export const redisRateLimitStores =
  (client: Redis, prefix: string): RateLimitStores =>
  (name) =>
    new RedisStore({
      prefix: `${prefix}${name}:`,
      client: {
        scriptLoad: async (script) => String(await client.script("LOAD", script)),
        evalsha: async <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
          (await client.evalsha(sha1, keys.length, ...keys, ...(args as (string | number)[]))) as TData,
        decr: (key) => client.decr(key),
        del: (key) => client.del(key),
      },
    });

/**
 * A Redis client for the rate limiter. Commands fail fast while Redis is away (one retry, 1 s
 * timeout) so the limiter's fail-open path answers instead of holding requests; the client keeps
 * reconnecting in the background. Connection errors are logged, never thrown at the process.
 */
export const connectRateLimitRedis = (url: string, logger: Logger): Redis => {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    enableAutoPipelining: true,
  });
  let lastError = 0;
  client.on("error", (error: Error) => {
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    logger.warn({ err: error }, "rate-limit Redis connection failed");
  });
  return client;
};

/** In memory by default; Redis when REDIS_URL is set, so every process shares one limit. */
export const createRateLimitStores = (config: Pick<Config, "rateLimit">, logger: Logger): RateLimitStoreProvider => {
  const url = config.rateLimit.redisUrl;
  if (url === undefined) return { stores: memoryRateLimitStores, close: async () => undefined };
  const client = connectRateLimitRedis(url, logger);
  return {
    stores: redisRateLimitStores(client, config.rateLimit.redisPrefix),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
