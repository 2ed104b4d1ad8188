import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ERROR_CODES } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS, HTTP_ONLY_ERROR_CODES } from "../src/http/errorStatus";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const CATALOGUE = "packages/domain/src/shared/domainErrors.ts";

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** The source of every package and app of the workspace (not their tests). */
const sources = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = join(root, group, entry.name, "src");
      try {
        return filesUnder(src);
      } catch {
        return [];
      }
    }),
);

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
