import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type ChildServer, freePort, startChild } from "./processes";

/** The rate limiter would answer 429 to a benchmark; the servers started here get these. */
export const RATE_LIMIT = "1000000";

export const appEnv = (databaseUrl: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString("hex"),
  JWT_TTL: "86400",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: RATE_LIMIT,
  RATE_LIMIT_AUTH_PER_MINUTE: RATE_LIMIT,
  // As behind a proxy that reuses its connections: a client reusing a keep-alive connection the
  // server closes at that moment (Node's 5 s default) gets ECONNRESET, which is not the server's speed.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000",
  // Every simulated user connects from 127.0.0.1, which the per-address caps would read as one
  // client (as behind a proxy, which sets TRUST_PROXY instead).
  HTTP_MAX_CONNECTIONS_PER_CLIENT: "1000000",
  HTTP_MAX_IN_FLIGHT_PER_CLIENT: "1000000",
});

/**
 * The node flags apps/api's `start` script gives the API (`node [flags] dist/main.js`), so the
 * servers measured here run as `pnpm start` runs them (the heap limit changes V8's heap growth).
 */
export const apiNodeFlags = (apiDir: string): string[] => {
  const { scripts } = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = scripts?.start ?? "";
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/main\.js$/.exec(start);
  if (!match) throw new Error(`apps/api's start script is not "node [flags] dist/main.js": ${start}`);
  return (match[1] ?? "").split(" ").filter((flag) => flag !== "");
};

export const startApp = async (
  name: string,
  apiDir: string,
  entry: "main.js" | "cluster.js",
  databaseUrl: string,
  profileDir?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildServer> => {
  const port = await freePort();
  const flags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  return startChild({
    name,
    command: process.execPath,
    args: [...apiNodeFlags(apiDir), ...flags, join(apiDir, "dist", entry)],
    env: { ...appEnv(databaseUrl, port), ...env },
    cwd: apiDir,
    port,
    readyPath: "/health",
    timeoutMs: 120_000,
  });
};
