import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import projects from "./vitest.workspace.ts";

export default defineConfig({
  test: {
    projects,
    // Vitest's default (a worker fewer than the cores) runs one file at a time on a 2-core
    // machine, while most files wait on sockets, databases and child processes. The packages'
    // suites run side by side (a schema, a temp file, a port of their own per file), so their
    // group takes every core; the API's suites start servers, hold uploads to caps and time
    // caches, and keep to one file at a time.
    ...(process.env.TEST_GROUP === "packages" && { maxWorkers: Math.max(2, availableParallelism()) }),
  },
});
