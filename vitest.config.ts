import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import projects from "./vitest.workspace.ts";

const PARALLEL_GROUPS = new Set(["packages", "api", "browser"]);

export default defineConfig({
  test: {
    projects,
    // Vitest's default (a worker fewer than the cores) runs one file at a time on a 2-core
    // machine, while most files wait on sockets, databases, browsers and child processes. The
    // packages', the API's and the web app's suites run side by side (a schema, a temp file, a
    // port of their own per file); those that count or time a server run after them one at a time
    // (project `api-serial`).
    ...(PARALLEL_GROUPS.has(process.env.TEST_GROUP ?? "") && { maxWorkers: Math.max(2, availableParallelism()) }),
  },
});
