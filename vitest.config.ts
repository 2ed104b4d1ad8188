import { defineConfig } from "vitest/config";
import projects from "./vitest.workspace.ts";

export default defineConfig({
  test: {
    projects,
    // Vitest's default in a run is one worker per core but one (a single worker on a 2-core CI
    // machine). Most suites here wait on sockets, databases and child processes rather than the
    // CPU, so three workers overlap those waits; `--maxWorkers` overrides it.
    maxWorkers: 3,
  },
});
