/**
 * The job queue's rows (`--only queue`): receipts through the Redis queue with one and with two
 * worker processes (`dist/worker.js`, as `pnpm start:worker` runs it), and the p99 of
 * `GET /transaction` while receipts are being read, with OCR in worker processes versus in the
 * API process. Everything on a fresh PostgreSQL database and its own Redis key prefix.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { postgresClient } from "@finance/adapter-postgres";
import { Redis } from "ioredis";
import { apiNodeFlags, appEnv } from "./app";
import { call, drive, type LoadResult } from "./load";
import { distinctPng, receiptForm } from "./multipart";
import type { BenchOptions } from "./options";
import { type ChildServer, freePort, startChild } from "./processes";

export interface QueueSettings {
  readonly postgresUrl: string;
  readonly redisUrl: string;
  /** Receipts submitted at once per throughput row. */
  readonly receipts: number;
  /** Seconds the latency rows measure, and connections reading the list meanwhile. */
  readonly seconds: number;
  readonly connections: number;
  /** Receipts kept in flight while the latency rows measure. */
  readonly receiptsInFlight: number;
}

export interface QueueThroughputRow {
  readonly scenario: "queue-receipts";
  readonly workers: number;
  readonly receipts: number;
  readonly seconds: number;
  readonly receiptsPerSecond: number;
  readonly failed: number;
  /** The failed jobs' error codes, counted. */
  readonly failures: Record<string, number>;
}

export interface QueueLatencyRow {
  readonly scenario: "list-during-receipts";
  /**
   * Where receipts are read: in the API process's OCR pool, in worker processes sharing every core
   * with the API, or in workers held to one core while the API holds the other (`taskset`), which is
   * what workers on other machines would leave the API.
   */
  readonly ocr: "api process" | "2 workers" | "2 workers, own core";
  /** Whether receipts were being read meanwhile (false: the same server's baseline). */
  readonly burst: boolean;
  readonly list: LoadResult;
  /** Receipts that finished while the list was measured. */
  readonly receiptsRead: number;
}

export const queueSettings = (options: BenchOptions, env: NodeJS.ProcessEnv): QueueSettings => ({
  postgresUrl: options.postgresUrl,
  redisUrl: env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379",
  receipts: options.quick ? 6 : 16,
  seconds: options.quick ? 5 : options.durationSeconds,
  connections: 10,
  receiptsInFlight: 4,
});

interface Context {
  readonly api: string;
  readonly image: Buffer;
  readonly log: (line: string) => void;
  readonly settings: QueueSettings;
}

/**
 * The service's environment for this scenario: the bench's app environment on PostgreSQL, one JWT
 * secret for the API processes and workers, and Redis when jobs go to workers.
 */
const serviceEnv = (databaseUrl: string, jwtSecret: string, redis?: { url: string; prefix: string }) => ({
  ...appEnv(databaseUrl, 0),
  JWT_SECRET: jwtSecret,
  RECEIPT_MAX_IN_FLIGHT_PER_USER: "1000",
  UPLOAD_MAX_IN_FLIGHT_PER_USER: "1000",
  // The same OCR capacity wherever it runs: two OCR processes of one thread each.
  OCR_WORKER_THREADS: "1",
  ...(redis && {
    REDIS_URL: redis.url,
    JOB_QUEUE_PREFIX: redis.prefix,
    RATE_LIMIT_REDIS_PREFIX: `${redis.prefix}:rate:`,
  }),
});

/** Node with these arguments, held to one CPU by `taskset` when `cpu` is given. */
const onCpu = (cpu: string | undefined, args: readonly string[]) =>
  cpu === undefined
    ? { command: process.execPath, args }
    : { command: "taskset", args: ["--cpu-list", cpu, process.execPath, ...args] };

/** Whether the pinned rows can run: util-linux's `taskset`, and CPUs 0 and 1 this process may use. */
const canPin = () => availableParallelism() >= 2 && spawnSync("taskset", ["--cpu-list", "0,1", "true"]).status === 0;

/** `dist/worker.js` as `pnpm start:worker` runs it; resolves once it logged that it is ready. */
const startWorker = async (apiDir: string, env: NodeJS.ProcessEnv, cpu?: string) => {
  const { command, args } = onCpu(cpu, [join(apiDir, "dist/worker.js")]);
  const child: ChildProcess = spawn(command, args, {
    cwd: apiDir,
    env: { ...env, LOG_LEVEL: "info", OCR_WORKERS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready:\n${output.slice(-2000)}`)), 120_000);
    const read = (chunk: Buffer) => {
      // Keep reading (an unread pipe would block the worker's log writes), but keep little.
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('"msg":"worker ready"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then(() => reject(new Error(`worker exited:\n${output.slice(-2000)}`)));
  });
  return {
    /** The error lines it logged lately (a failed job's cause). */
    errors: () => output.split("\n").filter((line) => /"level":(50|60)/.test(line)),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

let uploads = Date.now() * 1000;

/** Submits one receipt with `Prefer: respond-async`; answers its job's location. */
const submit = async (ctx: Context, token: string, ids: { walletId: string; categoryId: string }) => {
  uploads += 1;
  const form = receiptForm(ids, { name: "clean.png", type: "image/png", bytes: distinctPng(ctx.image, uploads) });
  const response = await fetch(`${ctx.api}/api/v1/transaction/receipt`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": form.contentType, prefer: "respond-async" },
    body: form.body,
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`receipt answered ${response.status}: ${text.slice(0, 300)}`);
  return response.headers.get("location") as string;
};

/** Polls a job until it finished; answers null when it succeeded, else its error code. */
const finished = async (ctx: Context, token: string, location: string): Promise<string | null> => {
  for (;;) {
    const { job } = await call<{ job: { status: string; error?: { code: string } } }>(ctx.api, location, { token });
    if (job.status === "succeeded") return null;
    if (job.status === "failed") return job.error?.code ?? "failed";
    await sleep(100);
  }
};

/** A user with a wallet, a category and 200 transactions to list. */
const aUser = async (api: string) => {
  const email = `queue-${randomBytes(6).toString("hex")}@bench.example`;
  const password = "bench-password-123";
  await call(api, "/api/v1/auth/register", { method: "POST", json: { name: "Queue bench", email, password } });
  const { accessToken: token } = await call<{ accessToken: string }>(api, "/api/v1/auth/login", {
    method: "POST",
    json: { email, password },
  });
  const { wallet } = await call<{ wallet: { id: string } }>(api, "/api/v1/wallet", {
    method: "POST",
    token,
    json: { name: "Checking", currency: "USD", balance: 100 },
  });
  const { category } = await call<{ category: { id: string } }>(api, "/api/v1/categories", {
    method: "POST",
    token,
    json: { name: "Groceries" },
  });
  const ids = { walletId: wallet.id, categoryId: category.id };
  for (let i = 0; i < 200; i += 1) {
    await call(api, "/api/v1/transaction", {
      method: "POST",
      token,
      json: {
        ...ids,
        amount: 1 + (i % 50),
        type: "expense",
        currency: "USD",
        description: `Row ${i}`,
        date: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
      },
    });
  }
  return { token, ids };
};

const countCodes = (codes: readonly (string | null)[]) => {
  const counted: Record<string, number> = {};
  for (const code of codes) if (code !== null) counted[code] = (counted[code] ?? 0) + 1;
  return counted;
};

/** `receipts` receipts submitted at once, timed until the last job finished. */
const throughput = async (
  ctx: Context,
  user: Awaited<ReturnType<typeof aUser>>,
  workers: number,
): Promise<QueueThroughputRow> => {
  const started = performance.now();
  const locations = await Promise.all(
    Array.from({ length: ctx.settings.receipts }, () => submit(ctx, user.token, user.ids)),
  );
  const outcomes = await Promise.all(locations.map((location) => finished(ctx, user.token, location)));
  const seconds = (performance.now() - started) / 1000;
  const row: QueueThroughputRow = {
    scenario: "queue-receipts",
    workers,
    receipts: locations.length,
    seconds: Math.round(seconds * 100) / 100,
    receiptsPerSecond: Math.round((locations.length / seconds) * 100) / 100,
    failed: outcomes.filter((code) => code !== null).length,
    failures: countCodes(outcomes),
  };
  ctx.log(
    `queue       ${workers} worker(s): ${row.receipts} receipts in ${row.seconds} s = ${row.receiptsPerSecond}/s`,
  );
  return row;
};

/** Reads the first page of the list for `seconds` while `receiptsInFlight` receipts are read (0: none). */
const listDuring = async (
  ctx: Context,
  user: Awaited<ReturnType<typeof aUser>>,
  ocr: QueueLatencyRow["ocr"],
  burst: boolean,
): Promise<QueueLatencyRow> => {
  let stop = false;
  let read = 0;
  const feeder = async () => {
    while (!stop) {
      if ((await finished(ctx, user.token, await submit(ctx, user.token, user.ids))) === null) read += 1;
    }
  };
  const feeders = !burst ? [] : Array.from({ length: ctx.settings.receiptsInFlight }, feeder);
  // Let the burst take the CPU before the window opens.
  if (feeders.length > 0) await sleep(3000);
  const before = read;
  const list = await drive({
    url: ctx.api,
    path: "/api/v1/transaction?limit=50",
    headers: { authorization: `Bearer ${user.token}` },
    connections: ctx.settings.connections,
    durationSeconds: ctx.settings.seconds,
    warmupSeconds: 3,
  });
  const receiptsRead = read - before;
  stop = true;
  await Promise.all(feeders);
  ctx.log(
    `list-during ${ocr.padEnd(19)} ${burst ? "burst   " : "baseline"} ${Math.round(list.requestsPerSecond)} req/s  p50 ${list.latencyMs.p50} ms  ` +
      `p99 ${list.latencyMs.p99} ms  (${receiptsRead} receipts read meanwhile)`,
  );
  return { scenario: "list-during-receipts", ocr, burst, list, receiptsRead };
};

const dropPrefix = async (redisUrl: string, prefix: string) => {
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

/** Runs the queue rows; servers and workers are started and stopped here. */
export const runQueueRows = async (
  settings: QueueSettings,
  paths: { root: string; api: string },
  log: (line: string) => void,
): Promise<{ throughput: QueueThroughputRow[]; latency: QueueLatencyRow[] }> => {
  const url = new URL(settings.postgresUrl);
  const database = `${decodeURIComponent(url.pathname.slice(1)) || "finance_bench"}_queue`;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const target = new URL(url);
  target.pathname = `/${database}`;
  const sql = postgresClient(admin.toString(), { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`drop database if exists "${database}" with (force)`);
    await sql.unsafe(`create database "${database}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const prefix = `bench:queue:${randomBytes(6).toString("hex")}`;
  const jwtSecret = randomBytes(32).toString("hex");
  const image = readFileSync(join(paths.root, "packages/ocr-tesseract/test/fixtures/clean.png"));
  const redis = { url: settings.redisUrl, prefix };
  const startApi = async (withRedis: boolean, cpu?: string): Promise<ChildServer> => {
    const port = await freePort();
    return startChild({
      name: withRedis ? "app with workers" : "app reading receipts itself",
      ...onCpu(cpu, [...apiNodeFlags(paths.api), join(paths.api, "dist/main.js")]),
      env: {
        ...serviceEnv(target.toString(), jwtSecret, withRedis ? redis : undefined),
        PORT: String(port),
        ...(!withRedis && { OCR_WORKERS: "2" }),
      },
      cwd: paths.api,
      port,
      readyPath: "/health",
      timeoutMs: 120_000,
    });
  };
  const workerEnv = serviceEnv(target.toString(), jwtSecret, redis);
  const results = { throughput: [] as QueueThroughputRow[], latency: [] as QueueLatencyRow[] };
  const workers: Awaited<ReturnType<typeof startWorker>>[] = [];

  try {
    // OCR in the API process first (its own pool of two OCR processes), with the no-burst baseline.
    let api = await startApi(false);
    try {
      const ctx: Context = { api: api.url, image, log, settings };
      const user = await aUser(api.url);
      await Promise.all([0, 1].map(async () => finished(ctx, user.token, await submit(ctx, user.token, user.ids))));
      results.latency.push(await listDuring(ctx, user, "api process", false));
      results.latency.push(await listDuring(ctx, user, "api process", true));
    } finally {
      await api.stop();
    }

    api = await startApi(true);
    try {
      const ctx: Context = { api: api.url, image, log, settings };
      const user = await aUser(api.url);
      workers.push(await startWorker(paths.api, workerEnv));
      // Warm-up: the engine's models loaded in the worker before the clock starts.
      await finished(ctx, user.token, await submit(ctx, user.token, user.ids));
      results.throughput.push(await throughput(ctx, user, 1));
      workers.push(await startWorker(paths.api, workerEnv));
      await Promise.all(
        [0, 1, 2, 3].map(async () => finished(ctx, user.token, await submit(ctx, user.token, user.ids))),
      );
      results.throughput.push(await throughput(ctx, user, 2));
      for (const line of workers.flatMap((worker) => worker.errors()).slice(-5)) log(`worker: ${line.slice(0, 400)}`);
      results.latency.push(await listDuring(ctx, user, "2 workers", false));
      results.latency.push(await listDuring(ctx, user, "2 workers", true));
    } finally {
      for (const worker of workers.splice(0)) await worker.stop();
      await api.stop();
    }

    if (canPin()) {
      // As if the workers ran on another machine: the API alone on core 0, both workers on core 1.
      api = await startApi(true, "0");
      try {
        const ctx: Context = { api: api.url, image, log, settings };
        const user = await aUser(api.url);
        for (let i = 0; i < 2; i += 1) workers.push(await startWorker(paths.api, workerEnv, "1"));
        await Promise.all([0, 1].map(async () => finished(ctx, user.token, await submit(ctx, user.token, user.ids))));
        results.latency.push(await listDuring(ctx, user, "2 workers, own core", false));
        results.latency.push(await listDuring(ctx, user, "2 workers, own core", true));
      } finally {
        for (const worker of workers.splice(0)) await worker.stop();
        await api.stop();
      }
    }
    return results;
  } finally {
    await dropPrefix(settings.redisUrl, prefix);
  }
};

/** The rows as Markdown, for results/queue.md and the report. */
export const renderQueue = (rows: Awaited<ReturnType<typeof runQueueRows>>): string[] => {
  const [one, two] = rows.throughput;
  const scaling = one && two ? ` (x${Math.round((two.receiptsPerSecond / one.receiptsPerSecond) * 100) / 100})` : "";
  return [
    "| Receipts through the queue (PaddleOCR, PostgreSQL) | Workers | Receipts | Seconds | Receipts/s | Failed |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.throughput.map(
      (row) =>
        `| submitted at once, \`Prefer: respond-async\`, polled to the end | ${row.workers} | ${row.receipts} | ` +
        `${row.seconds} | ${row.receiptsPerSecond}${row.workers === 2 ? scaling : ""} | ${row.failed}` +
        `${
          row.failed > 0
            ? ` (${Object.entries(row.failures)
                .map(([code, n]) => `${code} ${n}`)
                .join(", ")})`
            : ""
        } |`,
    ),
    "",
    "| GET /transaction?limit=50 while receipts are read | OCR runs in | req/s | p50 ms | p99 ms | Receipts read meanwhile | non-2xx |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.latency.map(
      (row) =>
        `| ${row.burst ? "receipts in flight" : "no receipts (baseline)"} | ${row.ocr} | ` +
        `${Math.round(row.list.requestsPerSecond)} | ${row.list.latencyMs.p50} | ${row.list.latencyMs.p99} | ` +
        `${row.receiptsRead} | ${row.list.non2xx} |`,
    ),
  ];
};
