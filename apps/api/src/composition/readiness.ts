import type { JobQueue, QueueStats, Repositories, UserId } from "@finance/domain";
import type { Config } from "../config/config";
import type { Readiness, ReadinessCheck } from "../http/readiness";

/** An id no user has: the database is asked a real query that finds nothing. */
const NO_USER = "00000000-0000-7000-8000-000000000000" as UserId;

class TimedOut extends Error {}

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimedOut()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Runs one probe; its own `reason` (a refusal it can word) or a generic one for a throw or a timeout. */
const check = async (
  name: ReadinessCheck["name"],
  timeoutMs: number,
  probe: () => Promise<string | null>,
): Promise<ReadinessCheck> => {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const refusal = await within(timeoutMs, probe());
    return refusal === null
      ? { name, ok: true, latencyMs: latency() }
      : { name, ok: false, latencyMs: latency(), reason: refusal };
  } catch (error) {
    const reason = error instanceof TimedOut ? `did not answer within ${timeoutMs} ms` : "refused or failed the check";
    return { name, ok: false, latencyMs: latency(), reason };
  }
};

/** Any HTTP answer from the vision endpoint counts: it is there and speaks HTTP. */
const httpAnswers = async (url: string, timeoutMs: number): Promise<string | null> => {
  const response = await fetch(url, { method: "GET", redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return null;
};

/**
 * `/health/ready`'s probes. The database answers a query; Redis (when REDIS_URL is set) answers
 * the queue's counts; the OCR engine answers where it runs: with Redis, in worker processes (at
 * least one must be connected), else in this process (an offline engine is code here; the `http`
 * provider's endpoint must answer HTTP).
 */
export const createReadiness = (config: Config, repositories: Repositories, queue: JobQueue): Readiness => {
  const timeoutMs = config.readyTimeoutMs;
  const onRedis = config.jobs.redisUrl !== undefined;
  return async () => {
    let stats: QueueStats | null = null;
    const statsProbe = async () => {
      stats = await queue.stats();
      return null;
    };
    const [database, queueCheck] = await Promise.all([
      check("database", timeoutMs, async () => {
        await repositories.users.findById(NO_USER);
        return null;
      }),
      check("redis", timeoutMs, statsProbe),
    ]);
    const ocr = await check("ocr", timeoutMs, async () => {
      if (onRedis) {
        const workers = (stats as QueueStats | null)?.workers ?? 0;
        if (!queueCheck.ok) return "cannot be asked: Redis did not answer";
        return workers > 0 ? null : "no worker process is connected to the queue";
      }
      if (config.ocr.provider === "http" && config.ocr.url !== undefined) return httpAnswers(config.ocr.url, timeoutMs);
      return null;
    });
    return { checks: onRedis ? [database, queueCheck, ocr] : [database, ocr], queue: stats };
  };
};
