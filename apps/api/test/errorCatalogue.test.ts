import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ERROR_CODES } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS, HTTP_ONLY_ERROR_CODES } from "../src/http/errorStatus";
import { workspaceRoot as root, workspaceSources } from "./support/workspaceSources";

const CATALOGUE = "packages/domain/src/shared/domainErrors.ts";

/** The source of every package and app of the workspace (not their tests). */
const sources = workspaceSources();

describe("one code, one message", () => {
  it("makes every DomainError in the catalogue, so a use case and a store word a code alike", () => {
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources
      .map((file) => relative(root, file))
      .filter((file) => file !== CATALOGUE)
      .filter((file) => /new\s+DomainError\s*\(/.test(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("keeps the HTTP layer's codes out of the domain, and gives each code of both a status", () => {
    const domain = new Set<string>(ERROR_CODES);
    expect(HTTP_ONLY_ERROR_CODES.filter((code) => domain.has(code))).toEqual([]);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES, ...HTTP_ONLY_ERROR_CODES].sort());
  });
});
