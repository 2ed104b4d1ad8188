import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type RunningService, startService } from "../../src/server";
import { TEST_JWT_SECRET } from "../support";

/** The service as `main` starts it, on a free port over a SQLite file, for the tests of a describe. */
export const useLiveServer = (env: Record<string, string> = {}): (() => RunningService) => {
  let dir: string;
  let service: RunningService;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-client-"));
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
        LOG_LEVEL: "silent",
        ...env,
      },
    });
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => service;
};
