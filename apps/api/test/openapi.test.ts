import { describe, expect, it } from "vitest";
import { DOCS_PATH, OPENAPI_PATH } from "../src/app/createApp";
import { makeTestApp } from "./support";

/** Routes that are the document and the docs page themselves. */
const NOT_DOCUMENTED = new Set([`GET ${OPENAPI_PATH}`, `GET ${DOCS_PATH}`]);

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
    expect(res.body.paths["/api/v1/auth/login"].post.security).toBeUndefined();
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
    expect(schemas.CreateTransaction.properties.amount).toMatchObject({
      exclusiveMinimum: 0,
      maximum: 999_999_999_999,
    });
    expect(schemas.CreateTransaction.properties.amount.description).toContain("JPY 0");
    expect(schemas.CreateWallet.properties.balance).toMatchObject({
      minimum: -999_999_999_999,
      maximum: 999_999_999_999,
    });
    expect(schemas.CreateBudget.properties.limit).toMatchObject({ exclusiveMinimum: 0, maximum: 999_999_999_999 });
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
        if (path !== "/health") expect(statuses, `${method} ${path}`).toContain("429");
      }
    }
  });

  it("serves the docs page at /docs", async () => {
    const t = await makeTestApp();
    const res = await t.request("GET", DOCS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toContain(OPENAPI_PATH);
  });
});
