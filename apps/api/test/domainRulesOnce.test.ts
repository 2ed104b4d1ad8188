import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { BUDGET_PERIODS } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { OPENAPI_PATH } from "../src/app/createApp";
import { makeTestApp } from "./support";
import { workspaceRoot, workspaceSources } from "./support/workspaceSources";

/**
 * The service's own code, where a rule of the domain must be imported, not written again: not the
 * domain itself, not the types generated from the OpenAPI document, not the repository contract
 * (its expected figures are worked out independently on purpose), not the web app (a client of
 * the HTTP API, which reads the periods the document states).
 */
const OUTSIDE_THE_SERVICE = [
  "packages/domain/",
  "packages/client/src/generated/",
  "packages/repo-contract/",
  "apps/web/",
];
const serviceSources = workspaceSources()
  .map((file) => relative(workspaceRoot, file))
  .filter((file) => !OUTSIDE_THE_SERVICE.some((prefix) => file.startsWith(prefix)));

const offendersOf = (pattern: RegExp) =>
  serviceSources.filter((file) => pattern.test(readFileSync(join(workspaceRoot, file), "utf8")));

describe("each rule of the domain written once", () => {
  it("reads the service's own sources", () => {
    expect(serviceSources).toContain("apps/api/src/seed/seedData.ts");
    expect(serviceSources).toContain("packages/adapter-sqlite/src/schema.ts");
    expect(serviceSources).toContain("packages/adapter-postgres/src/schema.ts");
  });

  it("lists the budget periods only in the domain (BUDGET_PERIODS), in code and in SQL", () => {
    const name = `(?:${BUDGET_PERIODS.join("|")})`;
    expect(offendersOf(new RegExp(`(["'])${name}\\1\\s*,\\s*(["'])${name}\\2`))).toEqual([]);
  });

  it("signs amounts by type only in the domain (signedAmount)", () => {
    expect(offendersOf(/["']expense["']\s*\?\s*-/)).toEqual([]);
  });

  it("states the domain's periods in the request and the answer schemas of the document", async () => {
    const t = await makeTestApp();
    try {
      const schemas = (await t.request("GET", OPENAPI_PATH)).body.components.schemas;
      expect(schemas.CreateBudget.properties.period.enum).toEqual([...BUDGET_PERIODS]);
      expect(schemas.Budget.properties.period.enum).toEqual([...BUDGET_PERIODS]);
    } finally {
      await t.close();
    }
  });
});
