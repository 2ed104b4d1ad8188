import { describe, expect, it } from "vitest";
import { DOCS_PATH, OPENAPI_PATH } from "../src/app/createApp";
import { docsAssetPaths } from "../src/app/docsPage";
import { makeTestApp, registerAndLogin } from "./support";

/** The docs page and its assets: HTML and JavaScript for browsers, not part of the API. */
const NOT_DOCUMENTED = new Set([DOCS_PATH, ...Object.values(docsAssetPaths(DOCS_PATH))].map((path) => `GET ${path}`));

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { headers?: Record<string, { $ref: string }> }>;
};
const operationsOf = (doc: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

/** Anyone may call these; every other operation needs the bearer token. */
const PUBLIC = new Set([
  "GET /health",
  "GET /health/ready",
  `GET ${OPENAPI_PATH}`,
  "POST /api/v1/auth/register",
  "POST /api/v1/auth/login",
  "POST /api/v1/auth/refresh",
  "POST /api/v1/auth/logout",
]);

/** The operations that set (or clear) the `finance_refresh` cookie of a browser session. */
const SETS_SESSION_COOKIE = new Set([
  "POST /api/v1/auth/login",
  "POST /api/v1/auth/refresh",
  "POST /api/v1/auth/logout",
  "POST /api/v1/auth/password",
]);

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 at /api/v1/openapi.json with the bearer scheme", async () => {
    const t = await makeTestApp();
    const res = await t.request("GET", OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(res.body.components.securitySchemes.bearerAuth).toEqual({
      type: "http",
      scheme: "bearer",
      description: expect.stringContaining("personal access token"),
    });
    expect(res.body.paths["/api/v1/transaction"].post.security).toEqual([{ bearerAuth: [] }]);
    expect(res.body.paths["/api/v1/auth/login"].post.security).toEqual([]);
  });

  it("names every operation with a unique camelCase operationId, which generated clients use as method names", async () => {
    const t = await makeTestApp();
    const operations = operationsOf((await t.request("GET", OPENAPI_PATH)).body);
    const missing = operations.filter(({ operation }) => !operation.operationId).map(({ key }) => key);
    expect(missing, "give these routes an operationId in createRoute").toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId as string);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids).toContain("listTransactions");
  });

  it("states who may call each operation: security [] on the public ones, bearer on the rest", async () => {
    const t = await makeTestApp();
    for (const { key, operation } of operationsOf((await t.request("GET", OPENAPI_PATH)).body)) {
      expect(operation.security, key).toEqual(PUBLIC.has(key) ? [] : [{ bearerAuth: [] }]);
    }
  });

  it("has servers, a license, tag descriptions, and the rate-limit headers on 429 and on success", async () => {
    const t = await makeTestApp();
    const doc = (await t.request("GET", OPENAPI_PATH)).body;
    expect(doc.servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(doc.info.license).toEqual({ name: expect.any(String), identifier: expect.any(String) });
    expect(Object.keys(doc.components.headers).sort()).toEqual(["RateLimit", "RateLimit-Policy", "Retry-After"]);
    const tags = new Set(doc.tags.map((tag: { name: string; description: string }) => tag.name));
    for (const { key, operation } of operationsOf(doc)) {
      for (const tag of (operation as { tags?: string[] }).tags ?? [])
        expect(tags.has(tag), `${key}: ${tag}`).toBe(true);
      const statuses = Object.keys(operation.responses);
      if (key !== "GET /health" && key !== "GET /health/ready")
        expect(
          statuses.some((status) => status.startsWith("4")),
          key,
        ).toBe(true);
      if (!statuses.includes("429")) continue;
      expect(Object.keys(operation.responses["429"]?.headers ?? {}).sort(), key).toEqual([
        "RateLimit",
        "RateLimit-Policy",
        "Retry-After",
      ]);
      for (const status of statuses.filter((status) => status.startsWith("2"))) {
        // Protected POSTs also declare Idempotent-Replayed (test/idempotency.e2e.test.ts checks where).
        // A 202 names where its job is read (Location).
        const headers = Object.keys(operation.responses[status]?.headers ?? {}).filter(
          (name) => name !== "Idempotent-Replayed" && !(status === "202" && name === "Location"),
        );
        // The session answers may set the browser session's refresh-token cookie (docs/sessions.md).
        const expected = SETS_SESSION_COOKIE.has(key)
          ? ["RateLimit", "RateLimit-Policy", "Set-Cookie"]
          : ["RateLimit", "RateLimit-Policy"];
        expect(headers.sort(), `${key} ${status}`).toEqual(expected);
      }
    }
  });

  it("declares 403 INSUFFICIENT_SCOPE on every protected write, for read-scoped personal access tokens", async () => {
    const t = await makeTestApp();
    const { paths } = (await t.request("GET", OPENAPI_PATH)).body as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; responses: Record<string, { description: string }> }>
      >;
    };
    const writes = Object.values(paths).flatMap((operations) =>
      Object.entries(operations).filter(([method, op]) => op.security?.length && !["get", "head"].includes(method)),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const [, operation] of writes) expect(operation.responses["403"]?.description).toContain("INSUFFICIENT_SCOPE");
  });

  it("declares 413 and 415 on every POST, PUT and PATCH, which every such request can meet before its route", async () => {
    const t = await makeTestApp();
    const { paths } = (await t.request("GET", OPENAPI_PATH)).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const withBody = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ["post", "put", "patch"].includes(method))
        .map(([method, operation]) => ({ route: `${method} ${path}`, statuses: Object.keys(operation.responses) })),
    );
    expect(withBody.length).toBeGreaterThan(20);
    const missing = withBody.filter(({ statuses }) => !statuses.includes("413") || !statuses.includes("415"));
    expect(missing.map(({ route }) => route)).toEqual([]);
  });

  it("documents every route of the app (method and path)", async () => {
    const t = await makeTestApp();
    const doc = (await t.request("GET", OPENAPI_PATH)).body;
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations))
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} ${route.path}`)
        .filter((route) => !NOT_DOCUMENTED.has(route)),
    );
    expect(routes.size).toBeGreaterThanOrEqual(10);
    expect([...routes].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routes.has(route))).toEqual([]);
  });

  it("states the rules the service applies, so generated clients and fuzzers agree with it", async () => {
    const t = await makeTestApp();
    const doc = (await t.request("GET", OPENAPI_PATH)).body;
    const schemas = doc.components.schemas;
    for (const patch of ["UpdateTransaction", "UpdateBudget"]) expect(schemas[patch].minProperties).toBe(1);
    for (const schema of ["CreateWallet", "CreateCategory", "CreateBudget", "Register"]) {
      expect(schemas[schema].properties.name).toMatchObject({
        minLength: 1,
        maxLength: 100,
        pattern: expect.any(String),
      });
    }
    for (const schema of ["CreateWallet", "CreateTransaction", "CreateBudget"]) {
      expect(schemas[schema].properties.currency).toMatchObject({ pattern: "^[A-Za-z]{3}$" });
    }
    expect(schemas.CreateTransaction.properties.amount).toMatchObject({ exclusiveMinimum: 0 });
    expect(schemas.CreateTransaction.properties.amount.description).toContain("JPY 0");
    expect(schemas.ShareBudget.properties.share).toMatchObject({ minimum: 0, maximum: 100, multipleOf: 0.01 });
    expect(schemas.CreateBudget.properties.categoryIds).toMatchObject({ minItems: 1, maxItems: 100 });
    const dateFormats = { anyOf: [{ format: "date" }, { format: "date-time" }] };
    const query = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name).schema;
    for (const name of ["from", "to"]) {
      expect(query("/api/v1/transaction", name)).toMatchObject(dateFormats);
      expect(query("/api/v1/dashboard/summary", name)).toMatchObject(dateFormats);
    }
    expect(query("/api/v1/budgets", "at")).toMatchObject(dateFormats);
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toContain("500");
        if (path !== "/health" && path !== "/health/ready") expect(statuses, `${method} ${path}`).toContain("429");
      }
    }
  });

  it("states each amount's bound in its currency's major units, and holds every amount to exactly that bound", async () => {
    const t = await makeTestApp({ store: "sqlite" });
    try {
      const doc = (await t.request("GET", OPENAPI_PATH)).body;
      const schemas = doc.components.schemas;
      const amounts = [
        schemas.CreateTransaction.properties.amount,
        schemas.CreateBudget.properties.limit,
        schemas.CreateWallet.properties.balance,
        schemas.CreateTransfer.properties.amount,
      ];
      // One currency of each ISO 4217 exponent: 0, 2, 3 and 4 decimals.
      const bounds = { JPY: 999_999_999_999, USD: 9_999_999_999.99, KWD: 999_999_999.999, CLF: 99_999_999.9999 };
      for (const amount of amounts) {
        for (const [currency, bound] of Object.entries(bounds)) {
          const stated = bound.toLocaleString("en-US", { maximumFractionDigits: 4 });
          expect(amount.description).toContain(`${stated} ${currency}`);
        }
        // The loosest bound, so a client checking the document never refuses what the service takes.
        expect(amount.maximum).toBe(bounds.JPY);
      }
      expect(schemas.CreateWallet.properties.balance.minimum).toBe(-bounds.JPY);

      const { api } = await registerAndLogin(t);
      for (const [currency, bound] of Object.entries(bounds)) {
        const decimals = String(bound).split(".")[1]?.length ?? 0;
        const oneMinorUnitMore = Number((bound + 10 ** -decimals).toFixed(decimals));
        const taken = await api.post("/wallet", { name: `At ${currency}`, currency, balance: bound });
        expect(taken.status, currency).toBe(201);
        expect(taken.body.wallet.balance).toBe(bound);
        const refused = await api.post("/wallet", { name: `Over ${currency}`, currency, balance: oneMinorUnitMore });
        expect(refused.status, currency).toBe(400);
        expect(refused.body.code).toBe("VALIDATION_ERROR");
      }
    } finally {
      await t.close();
    }
  });

  it("serves the docs page at /docs with its script from the service itself, under a CSP that allows scripts from itself only", async () => {
    const t = await makeTestApp();
    const assets = docsAssetPaths(DOCS_PATH);
    const res = await t.request("GET", DOCS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = String(res.body);
    expect([...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([
      ` src="${assets.script}"`,
      ` src="${assets.init}"`,
    ]);
    expect(page).not.toMatch(/https?:/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    for (const directive of ["connect-src", "img-src", "font-src"])
      expect(csp).toMatch(new RegExp(`${directive} 'self'[;\\s]`));

    const script = await t.request("GET", assets.script);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(String(script.body)).toContain("createApiReference");
    const init = await t.request("GET", assets.init);
    expect(String(init.body)).toContain(JSON.stringify(OPENAPI_PATH));
    expect(String(init.body)).toContain('"withDefaultFonts":false');
  });
});
