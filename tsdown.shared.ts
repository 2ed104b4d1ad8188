import { defineConfig, type UserConfig } from "tsdown";

/**
 * The build every publishable package shares (`pnpm build:packages`): ESM only, ES2022, `.js` and
 * `.d.ts` in `dist/`, its `dependencies` left as imports, nothing from node_modules bundled in.
 *
 * `exports.devExports` keeps the workspace on sources: tsdown writes the package's `exports` to
 * point at `src/*.ts` (what tests, `tsx` and the API bundle read) and the same map for `dist/` under
 * `publishConfig`, which `pnpm pack` and `pnpm publish` put in place of the top-level fields.
 * `.ci/run` fails when a build changes a committed package.json, so the committed maps are the
 * ones tsdown infers from the entries.
 */
export const libraryConfig = (options: {
  /** Entry name (path under dist/, no extension) -> source file. */
  entry: Record<string, string>;
  /** `neutral` for code that must run outside Node (the domain); `node` for adapters. */
  platform: "neutral" | "node";
}) =>
  defineConfig({
    entry: options.entry,
    platform: options.platform,
    format: "esm",
    target: "es2022",
    fixedExtension: false,
    hash: false,
    dts: true,
    clean: true,
    sourcemap: false,
    // Anything not a declared dependency that would end up inside the bundle is an error.
    deps: { onlyBundle: [] },
    exports: { devExports: true, packageJson: false },
    logLevel: "warn",
    // The declaration pass is most of the time of a small package; the warning says nothing new.
    checks: { pluginTimings: false },
  } satisfies UserConfig);
