import { defineConfig } from "vitest/config";
import projects from "./vitest.workspace.ts";

const PARALLEL_GROUPS = new Set(["packages", "api", "browser"]);

export default defineConfig({
  test: {
    projects,
    // Vitest's default (a worker fewer than the cores) runs one file at a time on a 2-core
    // machine, while most files wait on sockets, databases, browsers and child processes. The
    // packages', the API's and the web app's suites run two at a time (a schema, a temp file, a
    // port of their own per file; two, not every core, as each browser file starts a service and a
    // Chromium); those that count or time a server run after them one at a time (`api-serial`).
    ...(PARALLEL_GROUPS.has(process.env.TEST_GROUP ?? "") && { maxWorkers: 2 }),
  },
});
