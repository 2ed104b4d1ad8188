import { configDefaults, defineProject } from "vitest/config";

/**
 * Settings every test project shares. Timeouts are generous because CI is a slow, noisy 2-core
 * machine: tests check behaviour, benchmarks (`pnpm bench`) check speed. The files of a project
 * share one module graph per worker (`isolate: false`): no project built here mocks modules or
 * globals (the web components, which do, have a config of their own), and loading the graph again
 * for every file cost more than the tests themselves.
 */
export const project = (
  name: string,
  extra: {
    setupFiles?: string[];
    fileParallelism?: boolean;
    maxWorkers?: number;
    /**
     * Projects of a higher order run after the others have finished (Vitest's `sequence.groupOrder`).
     * A project held to one worker needs an order of its own: Vitest runs the projects of one order
     * with one worker count.
     */
    groupOrder?: number;
    isolate?: boolean;
    include?: string[];
    exclude?: string[];
  } = {},
) => {
  const { groupOrder, ...rest } = extra;
  return defineProject({
    test: {
      name,
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      isolate: false,
      ...rest,
      ...(groupOrder !== undefined && { sequence: { groupOrder } }),
      exclude: [...configDefaults.exclude, ...(extra.exclude ?? [])],
    },
  });
};
