/// <reference types="node" />
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import clientPackage from "../package.json";

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0] ?? "");

/**
 * The client runs wherever `fetch` does (browsers, Deno, Bun, Workers, React Native): its bundle
 * for a neutral platform, its one dependency included, reaches for no Node built-in. Its tests
 * against the real server are in apps/api/test/client (a package may not import the app).
 */
describe("@finance/client is runtime-neutral", () => {
  it("depends on openapi-fetch only", () => {
    expect(Object.keys(clientPackage.dependencies)).toEqual(["openapi-fetch"]);
  });

  it("bundles for a neutral platform, openapi-fetch included, with no Node built-in", async () => {
    const { metafile } = await build({
      entryPoints: [fileURLToPath(new URL("../src/index.ts", import.meta.url))],
      platform: "neutral",
      mainFields: ["module", "main"],
      bundle: true,
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.includes("openapi-fetch"))).toBe(true);
    const builtins = Object.values(metafile.inputs).flatMap(({ imports }) =>
      imports.filter(({ path }) => isBuiltin(path)).map(({ path }) => path),
    );
    expect(builtins).toEqual([]);
  });
});
