import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as domain from "@finance/domain";
import { describe, expect, it } from "vitest";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "..", "src");
const testSupport = resolve(src, "..", "test", "support");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** The HTTP app (app, http, stores, routes, config) works on ports only; entry points and src/composition wire adapters. */
const PORT_ONLY_LAYERS = ["app", "http", "stores", "routes", "config"];
const CONCRETE =
  /from\s+["'](@finance\/(?:adapter|ocr)-[\w-]+|tsyringe|better-sqlite3|postgres|drizzle-orm[^"']*)["']/g;

describe("architecture", () => {
  it("names concrete adapters, the DI container and database drivers only in the composition root", () => {
    const offenders = PORT_ONLY_LAYERS.flatMap((layer) => filesUnder(join(src, layer))).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(CONCRETE)].map((match) => `${relative(src, file)} imports ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("builds no use case: the domain's list does, the composition root registers it, everything else resolves them", () => {
    const useCases = Object.entries(domain)
      .filter(([, value]) => typeof value === "function" && typeof value.prototype?.execute === "function")
      .map(([name]) => name);
    expect(useCases).toContain("CreateTransaction");
    const built = new RegExp(`new\\s+(${useCases.join("|")})\\s*\\(`, "g");
    const offenders = [...filesUnder(src), ...filesUnder(testSupport)].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(built)].map((match) => `${relative(src, file)} builds ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });
});
