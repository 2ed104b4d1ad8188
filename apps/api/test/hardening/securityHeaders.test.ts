import { describe, expect, it } from "vitest";
import { aUser, failingRepositories, makeTestApp, registerAndLogin, useTestApp } from "../support";

/** OWASP API8 (security misconfiguration): response headers and CORS. */
describe("security headers", () => {
  const t = useTestApp();

  const API_HEADERS = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "strict-transport-security": "max-age=15552000; includeSubDomains",
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
    "cache-control": "no-store",
  };

  it("are on every answer: success, client error, unknown route, validation failure", async () => {
    const { api } = await registerAndLogin(t());
    const answers = [
      await t().request("GET", "/health"),
      await api.get("/wallet"),
      await api.post("/wallet", { name: 42 }),
      await t().request("GET", "/api/v1/wallet"),
      await t().request("GET", "/api/v1/nothing-here"),
      await t().request("DELETE", "/api/v1/wallet"),
      await t().request("GET", "/api/v1/openapi.json"),
    ];
    for (const res of answers) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("are on a 500 INTERNAL_ERROR too", async () => {
    const failing = await makeTestApp({
      deps: (base) => ({ repositories: failingRepositories(base.repositories, new Error("database is gone")) }),
    });
    const res = await failing.client().post("/auth/register", aUser());
    expect(res.status).toBe(500);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    await failing.close();
  });

  it("give the API reference page its own CSP (its scripts from this origin only), the rest the same", async () => {
    const docs = await t().request("GET", "/docs");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(docs.headers.get("x-frame-options")).toBe("DENY");
    expect(docs.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("CORS (CORS_ORIGINS)", () => {
  it("answers an allowed origin's preflight with the methods, headers and exposed headers; a denied one gets nothing", async () => {
    const t = await makeTestApp({ env: { CORS_ORIGINS: "https://app.example.com" } });
    const preflight = (origin: string) =>
      t.request("OPTIONS", "/api/v1/transaction", {
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
    const allowed = await preflight("https://app.example.com");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(allowed.headers.get("access-control-allow-methods")).toContain("POST");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();

    const denied = await preflight("https://evil.example.com");
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
    const lookalike = await preflight("https://app.example.com.evil.example");
    expect(lookalike.headers.get("access-control-allow-origin")).toBeNull();

    const { token } = await registerAndLogin(t);
    const read = await t.request("GET", "/api/v1/wallet", { token, headers: { origin: "https://app.example.com" } });
    expect(read.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    const exposed = read.headers.get("access-control-expose-headers")?.toLowerCase() ?? "";
    for (const header of ["retry-after", "ratelimit", "ratelimit-policy", "x-request-id"])
      expect(exposed).toContain(header);
    const foreign = await t.request("GET", "/api/v1/wallet", {
      token,
      headers: { origin: "https://evil.example.com" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    await t.close();
  });

  it("sends no CORS headers at all when CORS_ORIGINS is unset", async () => {
    const t = await makeTestApp();
    const preflight = await t.request("OPTIONS", "/api/v1/wallet", {
      headers: { origin: "https://app.example.com", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
    await t.close();
  });
});
