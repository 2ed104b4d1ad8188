import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { apiClient, aUser, aWallet, fetchRequester, TEST_JWT_SECRET } from "./support";

/** The service exactly as main starts it (config from an environment, SQLite file, migrations), on port 0. */
describe("the real server over a socket", () => {
  let dir: string;
  let service: RunningService;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "finance-server-"));
    service = await startService({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        DATABASE_URL: `sqlite:${join(dir, "nested", "finance.db")}`,
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: "4",
      },
      logDestination: { write: (line: string) => void logs.push(line) },
    });
  });

  afterAll(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves health, register, login and protected routes over HTTP", async () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.port).toBeGreaterThan(0);
    const request = fetchRequester(service.url);
    const health = await request("GET", "/health");
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("ok");
    expect(health.headers.get("x-request-id")).toBeTruthy();

    const user = aUser();
    const anonymous = apiClient(request);
    expect((await anonymous.post("/auth/register", user)).status).toBe(201);
    const login = await anonymous.post("/auth/login", { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const api = apiClient(request, login.body.accessToken);
    expect((await api.post("/wallet", aWallet())).status).toBe(201);
    expect((await api.get("/wallet")).body.wallets).toHaveLength(1);
    expect((await request("GET", "/api/v1/wallet")).body.code).toBe("AUTH_TOKEN_MISSING");
    expect((await request("GET", "/api/v1/nope")).status).toBe(404);
  });

  it("shuts down gracefully: refuses new connections, finishes the in-flight request, then closes the database", async () => {
    const body = JSON.stringify(aUser());
    const half = Math.floor(body.length / 2);
    const encoder = new TextEncoder();
    let releaseRest!: () => void;
    const restReleased = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    // The server has parsed the request's headers: it is in flight from the server's point of view.
    const inFlight = new Promise<void>((resolve) => service.server.once("request", () => resolve()));
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) {
          controller.enqueue(encoder.encode(body.slice(0, half)));
          return;
        }
        // Hold the rest of the body back until the shutdown has begun.
        await restReleased;
        controller.enqueue(encoder.encode(body.slice(half)));
        controller.close();
      },
    });
    const pending = fetch(`${service.url}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await inFlight;

    const stopped = service.stop();
    await expect(fetch(`${service.url}/health`)).rejects.toThrow();
    releaseRest();

    const response = await pending;
    expect(response.status).toBe(201);
    expect(((await response.json()) as { code: string }).code).toBe("USER_REGISTERED");
    await stopped;

    const messages = logs.map((line) => JSON.parse(line).msg as string);
    const shuttingDown = messages.findIndex((m) => m.startsWith("shutting down"));
    const closed = messages.findIndex((m) => m.startsWith("database closed"));
    expect(shuttingDown).toBeGreaterThanOrEqual(0);
    expect(closed).toBeGreaterThan(shuttingDown);
    const registered = logs
      .map((line) => JSON.parse(line))
      .findIndex((entry) => entry.path === "/api/v1/auth/register" && entry.status === 201 && entry.msg === "request");
    expect(registered).toBeLessThan(closed);
  });
});
