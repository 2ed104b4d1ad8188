import { defineProject } from "vitest/config";

/**
 * The web app in Debian's Chromium against the real service (built app, real database, real
 * sockets). One browser per file; files run one after the other, since each starts a service and a
 * browser on a 2-core machine. The app is built once per run (globalSetup) when its sources changed.
 */
export default defineProject({
  test: {
    name: "web-e2e",
    environment: "node",
    include: ["*.test.ts"],
    globalSetup: ["./support/buildOnce.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
