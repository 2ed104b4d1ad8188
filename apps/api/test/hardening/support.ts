import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { expect } from "vitest";
import type { App } from "../../src/app/createApp";
import { type RunningService, startService } from "../../src/server";
import {
  buildRequest,
  fetchRequester,
  type Requester,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  toTestResponse,
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
export const fromAddress =
  (app: App, address: string): Requester =>
  async (method, path, options) =>
    toTestResponse(
      await app.fetch(buildRequest("http://localhost", method, path, options), {
        incoming: { socket: { remoteAddress: address } },
      }),
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
  /** SQLite: the database file. */
  file?: string;
  close: () => Promise<void>;
}

/** The service exactly as main starts it (startService), on port 0, on a SQLite file or a fresh PostgreSQL database. */
export const startRealServer = async (store: RealStore, env: Record<string, string> = {}): Promise<RealServer> => {
  const dir = mkdtempSync(join(tmpdir(), "finance-h8-"));
  const file = join(dir, "finance.db");
  const pg = store === "postgres" ? await freshPostgresDatabase() : undefined;
  const service = await startService({
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: pg ? pg.url : `sqlite:${file}`,
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
    ...(store === "sqlite" && { file }),
    close: async () => {
      await service.stop();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
