import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiptFixture, receiptForm } from "./receipts.support";
import { apiClient, aUser, aWallet, fetchRequester } from "./support";

/**
 * What `pnpm start` runs: the esbuild bundle, started by plain `node` from another working
 * directory with the default DATABASE_URL (SQLite ./data/finance.db, folder created, migrations
 * read from the adapter package), stopped by SIGTERM.
 */
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(apiRoot, "dist", `test-${process.pid}-${Date.now().toString(36)}`);

const baseEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };

interface Started {
  child: ChildProcess;
  url: string;
  lines: string[];
  exited: Promise<number | null>;
}

const startBundle = (cwd: string, env: Record<string, string>): Promise<Started> =>
  new Promise((resolveStarted, reject) => {
    const child = spawn(process.execPath, [join(outdir, "main.js")], { cwd, env: { ...baseEnv, ...env } });
    const lines: string[] = [];
    let stderr = "";
    const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening" && entry.url) resolveStarted({ child, url: entry.url, lines, exited });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
  });

const run = (file: string, cwd: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolveRun) => {
    execFile(process.execPath, [file], { cwd, env: { ...baseEnv, ...env } }, (error, stdout, stderr) =>
      resolveRun({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });

describe("the built bundle (pnpm start)", () => {
  let cwd: string;

  beforeAll(async () => {
    cwd = mkdtempSync(join(tmpdir(), "finance-bundle-"));
    await promisify(execFile)(process.execPath, [join(apiRoot, "scripts", "build.mjs"), "--outdir", outdir], {
      cwd: apiRoot,
    });
  });

  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
  });

  it("starts on SQLite ./data/finance.db with migrations applied, serves requests, and stops on SIGTERM", async () => {
    const started = await startBundle(cwd, { PORT: "0", HOST: "127.0.0.1", NODE_ENV: "development", BCRYPT_COST: "4" });
    try {
      expect(existsSync(join(cwd, "data", "finance.db"))).toBe(true);
      expect(started.lines.some((line) => line.includes("JWT_SECRET is not set"))).toBe(true);
      const request = fetchRequester(started.url);
      expect((await request("GET", "/health")).body).toMatchObject({ status: "ok", environment: "development" });
      const user = aUser();
      expect((await apiClient(request).post("/auth/register", user)).status).toBe(201);
      const login = await apiClient(request).post("/auth/login", { email: user.email, password: user.password });
      const wallet = await apiClient(request, login.body.accessToken).post("/wallet", aWallet());
      expect(wallet.status).toBe(201);
      expect((await request("GET", "/api/v1/openapi.json")).body.openapi).toBe("3.1.0");
      // A receipt is read by the bundle's OCR pool, in a worker process forked from ocrWorker.js.
      expect(existsSync(join(outdir, "ocrWorker.js"))).toBe(true);
      const category = await apiClient(request, login.body.accessToken).post("/categories", { name: "Food" });
      const receipt = await request("POST", "/api/v1/transaction/receipt", {
        token: login.body.accessToken,
        rawBody: receiptForm({
          receipt: receiptFixture("clean.png"),
          walletId: wallet.body.wallet.id,
          categoryId: category.body.category.id,
        }),
      });
      expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
      expect(receipt.body.receipt.total).toBe(10.98);
    } finally {
      started.child.kill("SIGTERM");
    }
    expect(await started.exited).toBe(0);
    expect(started.lines.some((line) => line.includes("database closed"))).toBe(true);
    expect(started.lines.join("\n")).not.toMatch(/correct horse|Bearer ey/);
  });

  it("refuses to start with bad configuration, naming the variables, and exits non-zero", async () => {
    const result = await run(join(outdir, "main.js"), cwd, { PORT: "eighty", NODE_ENV: "production" });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("JWT_SECRET");
  });

  it("db:migrate applies the migrations and exits", async () => {
    const result = await run(join(outdir, "migrate.js"), cwd, { DATABASE_URL: "sqlite:./other/migrated.db" });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(cwd, "other", "migrated.db"))).toBe(true);
  });
});
