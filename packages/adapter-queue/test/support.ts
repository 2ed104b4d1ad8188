import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";

/** The real Redis of the test machine (the guide's 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A key prefix of this test run alone, so parallel runs on one Redis never see each other's jobs. */
export const uniquePrefix = (): string => `test:finance-jobs:${randomUUID()}`;

/** Deletes every key under `prefix`. */
export const dropPrefix = async (prefix: string): Promise<void> => {
  const redis = new Redis(TEST_REDIS_URL);
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

/** A child process running `fixtures/holdingWorker.ts`, with a promise for each line it prints. */
export const spawnHoldingWorker = (prefix: string) => {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("fixtures/holdingWorker.ts", import.meta.url))],
    {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: { ...process.env, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let printed = "";
  const waiting: { line: string; resolve: () => void }[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
    for (const wait of [...waiting]) {
      if (printed.includes(wait.line)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  });
  const printedLine = (line: string, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      if (printed.includes(line)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`worker never printed "${line}"; printed: ${printed}`)),
        timeoutMs,
      );
      waiting.push({
        line,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, printedLine, exited };
};
