import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/**
 * What tests on the real Redis share (`@finance/adapter-queue/testing`, for tests only): where it
 * is, a key prefix of one run, and the prefix's removal afterwards.
 */

/** The real Redis of the test machine (the guide's 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A key prefix of this test run alone, so parallel runs on one Redis never see each other's jobs. */
export const uniquePrefix = (): string => `test:finance-jobs:${randomUUID()}`;

/** Deletes every key under `prefix`. */
export const dropPrefix = async (prefix: string, redisUrl = TEST_REDIS_URL): Promise<void> => {
  const redis = new Redis(redisUrl);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
};
