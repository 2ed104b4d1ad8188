/**
 * The test projects. Vitest 4 no longer reads a workspace file by itself: `vitest.config.ts`
 * imports this list as `test.projects`. Each folder's own `vitest.config.ts` names the project.
 */
export default ["packages/*", "apps/*", "apps/web/e2e"];
