import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** Component tests: Testing Library on jsdom. The browser tests in e2e/ are their own project. */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
  },
});
