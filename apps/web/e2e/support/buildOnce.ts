import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
/** What `pnpm start` runs first: builds apps/web/dist only when what the build reads changed. */
const BUILD_WEB_APP = join(workspace, "apps", "api", "scripts", "buildWebApp.mjs");
const DIST = join(workspace, "apps", "web", "dist");

declare module "vitest" {
  export interface ProvidedContext {
    /** A copy of the built app that this run's services serve. */
    webDist: string;
  }
}

/**
 * Vitest globalSetup: the web app built once per run, as `pnpm start` builds it, then copied aside
 * so that a rebuild of apps/web/dist during the run (another `pnpm start`, `pnpm dev`) cannot pull
 * hashed chunks from under the pages under test.
 */
export default function buildOnce(project: TestProject): () => void {
  if (!existsSync(BUILD_WEB_APP)) throw new Error(`${BUILD_WEB_APP} is missing: the service cannot build the app`);
  // Vitest sets NODE_ENV=test, which Vite would build into the bundle (React's development build);
  // the pages under test are the production build `pnpm start` serves.
  execFileSync(process.execPath, [BUILD_WEB_APP], {
    cwd: workspace,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const copy = mkdtempSync(join(tmpdir(), "finance-web-dist-"));
  cpSync(DIST, copy, { recursive: true });
  project.provide("webDist", copy);
  return () => rmSync(copy, { recursive: true, force: true });
}
