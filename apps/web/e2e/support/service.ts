import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import type {} from "./buildOnce";

export type Store = "sqlite" | "postgres";

/** The PostgreSQL server the API's tests use; unset -> the PostgreSQL story is skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const here = dirname(fileURLToPath(import.meta.url));

/** What this file uses of the API's harness for real-socket tests. */
interface RealServerHarness {
  startRealServer(
    store: Store,
    env: Record<string, string>,
  ): Promise<{ service: { url: string }; close(): Promise<void> }>;
}

/**
 * The API's own harness, loaded at run time: it starts the service exactly as `pnpm start` does
 * (`startService`), on a fresh SQLite file or a fresh PostgreSQL database. Loading it by a computed
 * path keeps the API's Node code out of this project's typecheck, which has the browser's globals
 * (for code run in the page) that the API's types do not expect.
 */
const harness = (): Promise<RealServerHarness> => {
  const path = resolve(here, "..", "..", "..", "api", "test", "hardening", "support.ts");
  return import(/* @vite-ignore */ path) as Promise<RealServerHarness>;
};

export interface Service {
  /** `http://127.0.0.1:<port>`: the app at `/`, the API under `/api/v1`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The real service serving the built app, on a free port; receipt images go to a temporary folder. */
export const startWebService = async (store: Store): Promise<Service> => {
  const files = mkdtempSync(join(tmpdir(), "finance-web-e2e-"));
  const server = await (await harness()).startRealServer(store, {
    // The run's copy of the build (see buildOnce.ts).
    WEB_DIST_DIR: inject("webDist"),
    FILES_DIR: files,
    // One OCR worker: the story reads one image, and the machine's cores are shared.
    OCR_WORKERS: "1",
  });
  return {
    url: server.service.url,
    close: async () => {
      await server.close();
      rmSync(files, { recursive: true, force: true });
    },
  };
};
