import { configDefaults, defineProject } from "vitest/config";

/**
 * Settings every test project shares. Timeouts are generous because CI is a slow, noisy 2-core
 * machine: tests check behaviour, benchmarks (`pnpm bench`) check speed.
 */
export const project = (
  name: string,
  extra: {
    setupFiles?: string[];
    fileParallelism?: boolean;
    isolate?: boolean;
    include?: string[];
    exclude?: string[];
  } = {},
) =>
  defineProject({
    test: {
      name,
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...extra,
      exclude: [...configDefaults.exclude, ...(extra.exclude ?? [])],
    },
  });
