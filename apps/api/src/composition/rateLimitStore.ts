import { createHash } from "node:crypto";
import { RedisStore } from "hono-rate-limiter";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../config/config";
import { type AttemptVerdict, type LoginAttemptStore, MemoryLoginAttemptStore } from "../stores/loginAttemptStore";
import { memoryRateLimitStores, type RateLimitStores } from "../stores/rateLimitStores";

/** Where the rate limiter and the login throttle count, and how to let go of it at shutdown. */
export interface RateLimitStoreProvider {
  readonly stores: RateLimitStores;
  readonly loginAttempts: LoginAttemptStore;
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
 * `decideAttempt` (stores/loginAttemptStore.ts) as one script, so processes sharing the count never both
 * take the same free attempt. KEYS[1]: the counted key's hash; KEYS[2], when given: the shared key's.
 * ARGV: now, forgetAfterMs, the schedule. Answers {1} when allowed (and recorded), {0, retryAtMs}
 * when refused.
 */
const TRY_LOGIN_ATTEMPT = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local steps = #ARGV - 2
local function live(key)
  local record = redis.call('HMGET', key, 'count', 'last')
  local count = tonumber(record[1]) or 0
  local last = tonumber(record[2]) or 0
  if count > 0 and now - last >= forget then count = 0 end
  return count, last
end
local function retryAt(count, last)
  return last + tonumber(ARGV[2 + math.min(count + 1, steps)])
end
local count, last = live(KEYS[1])
if count > 0 then
  local wait = retryAt(count, last)
  if #KEYS > 1 then
    local sharedCount, sharedLast = live(KEYS[2])
    if sharedCount > 0 then wait = math.max(wait, retryAt(sharedCount, sharedLast)) end
  end
  if now < wait then return {0, wait} end
end
for _, key in ipairs(KEYS) do
  local seen = live(key)
  redis.call('HSET', key, 'count', seen + 1, 'last', now)
  redis.call('PEXPIRE', key, forget)
end
return {1}
`;

type LoginAttemptRedis = Redis & {
  tryLoginAttempts(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<[number, number?]>;
};

/**
 * The login throttle's counts in Redis, one hash per key under `<prefix>login:`. Keys hold a
 * SHA-256 of the throttle's key, never the e-mail or the client address itself.
 */
export const redisLoginAttemptStore = (client: Redis, prefix: string): LoginAttemptStore => {
  const redis = client as LoginAttemptRedis;
  if (typeof redis.tryLoginAttempts !== "function") {
    redis.defineCommand("tryLoginAttempts", { lua: TRY_LOGIN_ATTEMPT });
  }
  const keyOf = (key: string) => `${prefix}login:${createHash("sha256").update(key).digest("hex")}`;
  return {
    tryAttempt: async (key, nowMs, schedule, forgetAfterMs, sharedKey): Promise<AttemptVerdict> => {
      const keys = sharedKey === undefined ? [keyOf(key)] : [keyOf(key), keyOf(sharedKey)];
      const [allowed, retryAtMs] = await redis.tryLoginAttempts(
        keys.length,
        ...keys,
        nowMs,
        forgetAfterMs,
        ...schedule,
      );
      return allowed === 1 ? { allowed: true } : { allowed: false, retryAtMs: Number(retryAtMs) };
    },
    clear: async (key) => {
      await redis.del(keyOf(key));
    },
  };
};

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

/** In memory by default; Redis when REDIS_URL is set, so every process shares one limit and one login count. */
export const createRateLimitStores = (config: Pick<Config, "rateLimit">, logger: Logger): RateLimitStoreProvider => {
  const url = config.rateLimit.redisUrl;
  if (url === undefined) {
    return {
      stores: memoryRateLimitStores,
      loginAttempts: new MemoryLoginAttemptStore(),
      close: async () => undefined,
    };
  }
  const client = connectRateLimitRedis(url, logger);
  return {
    stores: redisRateLimitStores(client, config.rateLimit.redisPrefix),
    loginAttempts: redisLoginAttemptStore(client, config.rateLimit.redisPrefix),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
