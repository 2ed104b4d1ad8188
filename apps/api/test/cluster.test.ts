import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clusterWorkerDefaults, defaultOcrWorkers } from "../src/config/config";
import { receiptFixture, receiptForm } from "./receipts.support";
import { aUser, aWallet } from "./support";

/**
 * What `pnpm start:cluster` runs: dist/cluster.js forks one worker per core (CLUSTER_WORKERS here),
 * each serving the same port; SIGTERM stops them all gracefully.
 */
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(apiRoot, "dist", `test-cluster-${process.pid}-${Date.now().toString(36)}`);
const baseEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };

interface Started {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  /** Resolves with the URLs of the first `workers` "listening" lines. */
  listening: Promise<string[]>;
}

/** Every cluster started here, so one a failed test left running is stopped after it. */
const clusters: Started[] = [];

const startCluster = (cwd: string, workers: number, env: Record<string, string>): Started => {
  const child = spawn(process.execPath, [join(outdir, "cluster.js")], {
    cwd,
    env: { ...baseEnv, CLUSTER_WORKERS: String(workers), ...env },
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  const listening = new Promise<string[]>((resolveListening, reject) => {
    const urls: string[] = [];
    let buffer = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts.filter((part) => part.trim())) {
        lines.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening" && entry.url) urls.push(entry.url);
        if (urls.length === workers) resolveListening(urls);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
  });
  const started = { child, lines, exited, listening };
  clusters.push(started);
  return started;
};

/** One request on a fresh connection (no keep-alive), so the primary hands each to the next worker. */
const send = (url: string, method: string, path: string, body?: unknown, token?: string) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolveResponse, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload !== undefined && { "content-type": "application/json" }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        res.on("end", () => resolveResponse({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.once("error", reject);
    req.end(payload);
  });

/** The development settings every cluster here runs with, on its own SQLite file. */
const clusterEnv = (file: string, env: Record<string, string> = {}) => ({
  PORT: "0",
  HOST: "127.0.0.1",
  NODE_ENV: "development",
  BCRYPT_COST: "4",
  DATABASE_URL: `sqlite:./data/${file}`,
  ...env,
});

/** A new user, registered and logged in through the cluster. */
const registeredUser = async (url: string) => {
  const user = aUser();
  expect((await send(url, "POST", "/api/v1/auth/register", user)).status).toBe(201);
  const login = await send(url, "POST", "/api/v1/auth/login", { email: user.email, password: user.password });
  return { user, token: login.body.accessToken as string };
};

/** The environment a process started with (Linux: /proc/PID/environ). */
const environmentOf = (pid: number): Record<string, string> =>
  Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );

/** The child processes of `pid` (Linux: every thread's `children` list in /proc). */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );

describe("the cluster bundle (pnpm start:cluster)", () => {
  let cwd: string;

  beforeAll(async () => {
    cwd = mkdtempSync(join(tmpdir(), "finance-cluster-"));
    await promisify(execFile)(process.execPath, [join(apiRoot, "scripts", "build.mjs"), "--outdir", outdir], {
      cwd: apiRoot,
    });
  });

  afterEach(async () => {
    for (const started of clusters.splice(0)) {
      if (started.child.exitCode !== null || started.child.signalCode !== null) continue;
      started.child.kill("SIGTERM");
      await started.exited;
    }
  });

  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
  });

  it("serves one port from every worker, which share the token secret, and stops them all on SIGTERM", async () => {
    const started = startCluster(cwd, 2, clusterEnv("cluster.db"));
    try {
      const urls = await started.listening;
      expect(new Set(urls).size).toBe(1);
      const { token } = await registeredUser(urls[0] as string);
      const url = urls[0] as string;
      // Consecutive connections go to alternating workers: the token must verify on both.
      for (let i = 0; i < 4; i += 1) {
        expect((await send(url, "GET", "/api/v1/wallet", undefined, token)).status).toBe(200);
      }
    } finally {
      started.child.kill("SIGTERM");
    }
    expect(await started.exited).toBe(0);
    const messages = started.lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages.filter((msg) => msg === "database closed; stopped")).toHaveLength(2);
    expect(messages.filter((msg) => msg === "worker stopped")).toHaveLength(2);
  });

  it("refuses an access token on every worker as soon as a password change through one of them is answered", async () => {
    const started = startCluster(cwd, 2, clusterEnv("cluster-password.db", { TOKEN_USER_CACHE_SECONDS: "3600" }));
    try {
      const url = (await started.listening)[0] as string;
      const { user, token: old } = await registeredUser(url);
      // Both workers serve the token, so both keep its user for the hour the cache allows.
      for (let i = 0; i < 4; i += 1) {
        expect((await send(url, "GET", "/api/v1/wallet", undefined, old)).status).toBe(200);
      }
      // The token's second must end: one issued in the second of the change still counts.
      await new Promise((resolveWait) => setTimeout(resolveWait, 1100));
      const changed = await send(
        url,
        "POST",
        "/api/v1/auth/password",
        { currentPassword: user.password, newPassword: "a-new-password-123" },
        old,
      );
      expect(changed.status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        const refused = await send(url, "GET", "/api/v1/wallet", undefined, old);
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe("AUTH_TOKEN_INVALID");
        expect((await send(url, "GET", "/api/v1/wallet", undefined, changed.body.accessToken as string)).status).toBe(
          200,
        );
      }
    } finally {
      started.child.kill("SIGTERM");
    }
    expect(await started.exited).toBe(0);
  });

  it("shares the OCR workers out among its workers: receipts at once start no more than one process would", async () => {
    // At the API's own priority: OCR at nice 19 on a busy machine would wait out the test.
    const started = startCluster(
      cwd,
      2,
      clusterEnv("cluster-ocr.db", { RECEIPT_MAX_IN_FLIGHT_PER_USER: "8", OCR_WORKER_NICE: "0" }),
    );
    try {
      const url = (await started.listening)[0] as string;
      const { token } = await registeredUser(url);
      const walletId = (await send(url, "POST", "/api/v1/wallet", aWallet(), token)).body.wallet as { id: string };
      const categoryId = (await send(url, "POST", "/api/v1/categories", { name: "Groceries" }, token)).body
        .category as { id: string };
      // Four at once, each on its own connection: the primary hands two to each worker, and a
      // worker with two receipts waiting starts as many OCR processes as it may.
      const fixtures = ["clean.png", "tax-on-top.png", "tax-included.png", "clean.webp"];
      const answers = await Promise.all(
        fixtures.map((name) =>
          fetch(`${url}/api/v1/transaction/receipt`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}` },
            body: receiptForm({ receipt: receiptFixture(name), walletId: walletId.id, categoryId: categoryId.id }),
            signal: AbortSignal.timeout(45_000),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      const workerPids = started.lines
        .map((line) => JSON.parse(line) as { msg?: string; pid?: number })
        .filter((entry) => entry.msg === "worker started")
        .map((entry) => entry.pid as number);
      expect(workerPids).toHaveLength(2);
      // What the primary handed each worker, whatever the machine's core count.
      const shared = clusterWorkerDefaults({}, availableParallelism(), 2);
      for (const pid of workerPids) {
        const { OCR_WORKERS, OCR_WORKER_THREADS, DB_POOL_MAX } = environmentOf(pid);
        expect({ OCR_WORKERS, OCR_WORKER_THREADS, DB_POOL_MAX }).toEqual(shared);
      }
      const ocrProcesses = workerPids.map((pid) => childrenOf(pid).length);
      // Every receipt was read, so each worker started at least one; none more than its share.
      for (const count of ocrProcesses) {
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(defaultOcrWorkers(availableParallelism(), 2));
      }
    } finally {
      started.child.kill("SIGTERM");
    }
    expect(await started.exited).toBe(0);
  });

  it("refuses a bad CLUSTER_WORKERS before forking anything", async () => {
    const result = await promisify(execFile)(process.execPath, [join(outdir, "cluster.js")], {
      cwd,
      env: { ...baseEnv, CLUSTER_WORKERS: "many", DATABASE_URL: "sqlite:./data/never.db" },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code ?? 1, stderr: error.stderr ?? "" }),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("CLUSTER_WORKERS");
  });
});
