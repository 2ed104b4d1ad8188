import { describe, expect, it } from "vitest";
import { MAX_REQUEST_ID_LENGTH } from "../src/app/createApp";
import { failingRepositories, makeTestApp, registerAndLogin, useTestApp } from "./support";

describe("HTTP conventions", () => {
  const t = useTestApp({ now: "2026-03-01T12:00:00.000Z" });

  it("GET /health answers 200 {code, message, status, service, environment, timestamp, version} without a token", async () => {
    const res = await t().request("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: "SERVICE_HEALTHY",
      message: "Service is running",
      status: "ok",
      service: "finance-service",
      environment: "test",
      timestamp: "2026-03-01T12:00:00.000Z",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("answers 404 ROUTE_NOT_FOUND for unknown routes, with or without a token", async () => {
    const { token } = await registerAndLogin(t());
    for (const res of [
      await t().request("GET", "/api/v1/nothing-here"),
      await t().request("GET", "/api/v1/nothing-here", { token }),
      await t().request("POST", "/api/v2/wallet", { body: {} }),
      await t().request("GET", "/"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "ROUTE_NOT_FOUND", message: expect.any(String), error: res.body.message });
    }
  });

  it("answers 405 METHOD_NOT_ALLOWED with Allow for a known path and another method", async () => {
    const res = await t().request("PUT", "/api/v1/wallet", { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
    expect(res.body).toEqual({ code: "METHOD_NOT_ALLOWED", message: expect.any(String), error: res.body.message });
    const byId = await t().request("POST", "/api/v1/transaction/01900000-0000-7000-8000-000000000000");
    expect(byId.status).toBe(405);
  });

  it("answers 400 INVALID_JSON for a body that is not JSON, also an empty one", async () => {
    const { token } = await registerAndLogin(t());
    for (const rawBody of ["{name: 'x'", "", "[1,"]) {
      const res = await t().request("POST", "/api/v1/wallet", {
        token,
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "INVALID_JSON", message: expect.any(String), error: res.body.message });
    }
    const login = await t().request("POST", "/api/v1/auth/login", {
      rawBody: "{",
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(login.body.code).toBe("INVALID_JSON");
  });

  it("answers 400 VALIDATION_ERROR when the JSON is not an object", async () => {
    const { api } = await registerAndLogin(t());
    for (const body of [[], "text", 42, null]) {
      const res = await api.post("/wallet", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 413 PAYLOAD_TOO_LARGE for JSON bodies over 1 MiB (declared or streamed)", async () => {
    const { token } = await registerAndLogin(t());
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024), currency: "USD" });
    const declared = await t().request("POST", "/api/v1/wallet", {
      token,
      rawBody: big,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(big)) },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: expect.any(String),
      error: declared.body.message,
    });

    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await t().app.request("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");

    const justUnder = JSON.stringify({ email: `${"a".repeat(1024 * 1024 - 100)}@x.io`, password: "p" });
    const under = await t().request("POST", "/api/v1/auth/login", {
      rawBody: justUnder,
      headers: { "content-type": "application/json" },
    });
    expect(under.status).toBe(400);
    expect(under.body.code).toBe("VALIDATION_ERROR");
  });

  it("answers 415 UNSUPPORTED_MEDIA_TYPE for a non-JSON body on a JSON route", async () => {
    const res = await t().request("POST", "/api/v1/auth/login", {
      rawBody: "email=a@b.c&password=x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("echoes a valid X-Request-Id and generates one otherwise", async () => {
    const echoed = await t().request("GET", "/health", { headers: { "x-request-id": "abc-123" } });
    expect(echoed.headers.get("x-request-id")).toBe("abc-123");
    const generated = await t().request("GET", "/health", { headers: { "x-request-id": "bad id with spaces" } });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const longest = "r".repeat(MAX_REQUEST_ID_LENGTH);
    expect(
      (await t().request("GET", "/health", { headers: { "x-request-id": longest } })).headers.get("x-request-id"),
    ).toBe(longest);
    for (const unsafe of [`${longest}r`, "x".repeat(255), "<script>", "a/b", "id.with.dots", "id%0d%0a", "é"]) {
      const res = await t().request("GET", "/health", { headers: { "x-request-id": unsafe } });
      expect(res.headers.get("x-request-id"), unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
    const error = await t().request("GET", "/api/v1/wallet", { headers: { "x-request-id": "req-401" } });
    expect(error.headers.get("x-request-id")).toBe("req-401");
  });

  it("logs one JSON line per request with request id, method, path, status and duration, never secrets", async () => {
    const { token, credentials } = await registerAndLogin(t());
    await t().request("GET", "/api/v1/wallet", { token, headers: { "x-request-id": "log-check-1" } });
    const line = t()
      .logs.map((l) => JSON.parse(l))
      .find((entry) => entry.requestId === "log-check-1");
    expect(line).toMatchObject({ method: "GET", path: "/api/v1/wallet", status: 200, durationMs: expect.any(Number) });
    const all = t().logs.join("\n");
    expect(all).not.toContain(token);
    expect(all).not.toContain(credentials.password);
    expect(all.toLowerCase()).not.toContain("bearer");
  });
});

describe("unexpected failures", () => {
  it("answer 500 INTERNAL_ERROR without stack or SQL, and log the error with the request id", async () => {
    const secret = "SELECT password_hash FROM users WHERE email = 'x' -- near syntax error";
    const t = await makeTestApp({
      deps: (base) => ({ repositories: failingRepositories(base.repositories, new Error(secret)) }),
    });
    const res = await t.request("POST", "/api/v1/auth/register", {
      body: { name: "A", email: "a@example.com", password: "long enough" },
      headers: { "x-request-id": "boom-1" },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: "INTERNAL_ERROR",
      message: "Internal server error",
      error: "Internal server error",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|at .*\.ts|stack/);
    const logged = t.logs.map((l) => JSON.parse(l)).find((e) => e.msg === "unexpected error");
    expect(logged).toMatchObject({ requestId: "boom-1", err: { message: secret } });
    await t.close();
  });
});

describe("CORS", () => {
  it("is off unless CORS_ORIGINS is set; then only listed origins are allowed", async () => {
    const off = await makeTestApp();
    const none = await off.request("GET", "/health", { headers: { origin: "https://app.example.com" } });
    expect(none.headers.get("access-control-allow-origin")).toBeNull();

    const on = await makeTestApp({ env: { CORS_ORIGINS: "https://app.example.com, https://admin.example.com" } });
    const allowed = await on.request("OPTIONS", "/api/v1/wallet", {
      headers: { origin: "https://app.example.com", "access-control-request-method": "POST" },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    const other = await on.request("GET", "/health", { headers: { origin: "https://evil.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
