/**
 * The test projects, in the groups CI runs one after another, slowest last. Vitest 4 no longer
 * reads a workspace file by itself: `vitest.config.ts` imports this list as `test.projects`. Each
 * folder's own `vitest.config.ts` names the project. `pnpm test` runs every group;
 * `TEST_GROUP=api pnpm test` runs one. A new app folder joins a group here.
 */
const GROUPS = {
  /** Every package (domain, adapters, OCR, the repository contract) and the web app's components. */
  packages: ["packages/*", "apps/web"],
  /** The API over HTTP: every route on every store, fuzzing; then the suites that time a server. */
  api: ["apps/api", "apps/api/vitest.serial.config.ts"],
  /**
   * The slow API suites: the authorization matrix (every route, every store, other users' ids) and
   * the scale test (two API processes, two workers, one PostgreSQL and Redis, a worker killed).
   */
  authz: ["apps/api/vitest.authz.config.ts", "apps/api/vitest.burst.config.ts"],
  /** The web app in Chromium against the real service. */
  browser: ["apps/web/e2e"],
} as const;

type Group = keyof typeof GROUPS;

const chosen = process.env.TEST_GROUP;
if (chosen !== undefined && !(chosen in GROUPS)) {
  throw new Error(`TEST_GROUP must be one of ${Object.keys(GROUPS).join(", ")}; got ${chosen}`);
}

export default chosen === undefined ? Object.values(GROUPS).flat() : [...GROUPS[chosen as Group]];
