import { defineProject } from "vitest/config";

/**
 * The web app in Debian's Chromium against the real service (built app, real database, real
 * sockets). One service and one browser per file, on ports and in folders of its own, so files run
 * side by side (two at a time: `vitest.config.ts`). The app is built once per run
 * (globalSetup) when its sources changed.
 */
export default defineProject({
  test: {
    name: "web-e2e",
    environment: "node",
    include: ["*.test.ts"],
    globalSetup: ["./support/buildOnce.ts"],
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
