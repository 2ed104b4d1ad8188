import "reflect-metadata";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { expect } from "vitest";
import type { App } from "../../src/app/createApp";
import { type RunningService, startService } from "../../src/server";
import {
  buildRequest,
  fetchRequester,
  type Requester,
  servedDocumentValidator,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  toTestResponse,
  validatingRequester,
} from "../support";

/** Redis for the shared rate-limit store; unset -> those suites are skipped (visibly). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A prefix no other test run uses, for keys in the shared Redis. */
export const uniquePrefix = (label: string) =>
  `finance-test:${label}:${process.pid}:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}:`;

/**
 * Requests to the in-process app as if they came over a socket from `address`: @hono/node-server
 * hands the app `{ incoming }` as its environment, which is where the client's address is read.
 */
export const fromAddress = (app: App, address: string): Requester =>
  validatingRequester(
    async (method, path, options) =>
      toTestResponse(
        await app.fetch(buildRequest("http://localhost", method, path, options), {
          incoming: { socket: { remoteAddress: address } },
        }),
      ),
    servedDocumentValidator,
  );

/** The contract's error body for `code`, exactly (no details). */
export const errorBody = (code: string) => ({ code, message: expect.any(String), error: expect.any(String) });

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, for a real server that runs its own migrations. */
export const freshPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const server = TEST_DATABASE_URL;
  if (!server) throw new Error("TEST_DATABASE_URL is not set");
  const name = `h8_${process.pid}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(server, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
};

export type RealStore = "sqlite" | "postgres";

export interface RealServer {
  service: RunningService;
  request: Requester;
  /** What DATABASE_URL the server runs on (another process can share it). */
  databaseUrl: string;
  /** SQLite: the database file. */
  file?: string;
  close: () => Promise<void>;
}

/** The service exactly as main starts it (startService), on port 0, on a SQLite file or a fresh PostgreSQL database. */
export const startRealServer = async (store: RealStore, env: Record<string, string> = {}): Promise<RealServer> => {
  const dir = mkdtempSync(join(tmpdir(), "finance-h8-"));
  const file = join(dir, "finance.db");
  const pg = store === "postgres" ? await freshPostgresDatabase() : undefined;
  const databaseUrl = pg ? pg.url : `sqlite:${file}`;
  const service = await startService({
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      BCRYPT_COST: "4",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
      ...env,
    },
  });
  return {
    service,
    request: fetchRequester(service.url),
    databaseUrl,
    ...(store === "sqlite" && { file }),
    close: async () => {
      await service.stop();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Services still running: killed when the test process exits, so an aborted run leaves no server behind. */
const liveServices = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of liveServices) child.kill("SIGKILL");
});

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly request: Requester;
  /** JSON log lines so far (stdout). */
  readonly lines: string[];
  readonly exited: Promise<number | null>;
  /** SIGKILL: no graceful stop, no shutdown hook, in-flight requests cut. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * `src/main.ts` in a process of its own (`node --import tsx`, one process, so a signal reaches the
 * service itself), configured only by its environment, like production. Resolves once it logs
 * "listening" (so LOG_LEVEL must stay at info or below); gives up after 90 s.
 */
export const spawnService = (env: Record<string, string>): Promise<ServiceProcess> =>
  new Promise((resolveStarted, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
        LOG_LEVEL: "info",
        RATE_LIMIT_PER_MINUTE: "1000000",
        RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    liveServices.add(child);
    child.once("exit", () => liveServices.delete(child));
    const lines: string[] = [];
    let stderr = "";
    let buffer = "";
    const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
    let started = false;
    const giveUp = setTimeout(() => {
      if (!started) child.kill("SIGKILL");
    }, 90_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        let entry: { msg?: string; url?: string } = {};
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (!started && entry.msg === "listening" && entry.url) {
          started = true;
          clearTimeout(giveUp);
          const url = entry.url;
          resolveStarted({
            child,
            url,
            request: fetchRequester(url),
            lines,
            exited,
            kill9: async () => {
              child.kill("SIGKILL");
              await exited;
            },
            stop: async () => {
              if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
              await exited;
            },
          });
        }
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    void exited.then((code) => {
      clearTimeout(giveUp);
      if (!started) reject(new Error(`service exited with ${code} before listening: ${stderr}`));
    });
  });
