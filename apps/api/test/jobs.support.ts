import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export {
  dropPrefix as dropQueue,
  TEST_REDIS_URL,
  uniquePrefix as uniqueQueuePrefix,
} from "@finance/adapter-queue/testing";

export const VISION_ANSWER = JSON.stringify({
  merchant: "Corner Grocery",
  date: "2026-03-14",
  currency: "USD",
  lines: [
    { description: "Milk", amount: 3.49 },
    { description: "Bread", amount: 2.99 },
  ],
  total: 6.48,
});

/**
 * A chat-completions server on 127.0.0.1 answering VISION_ANSWER. While held, requests wait (the
 * OCR step of whoever sent them is in progress) until `release`.
 */
export const startHoldingVisionServer = async () => {
  let held = false;
  let received = 0;
  const waiting: (() => void)[] = [];
  const arrivals: (() => void)[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received += 1;
      for (const arrived of arrivals.splice(0)) arrived();
      const answer = () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: VISION_ANSWER } }] }));
      };
      if (held) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received: () => received,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
    /** Resolves at the next request that arrives. */
    nextRequest: () => new Promise<void>((resolve) => arrivals.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * A service entry point (`src/worker.ts`, `src/main.ts`) in a child process, as the `pnpm start*`
 * scripts run it (from source); resolves once it printed `readyLine`. `printed(text)` resolves at
 * the first output containing `text` from now on.
 */
export const spawnEntry = async (entry: string, env: Record<string, string>, readyLine: string) => {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<(chunk: string) => void>();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener(chunk.toString());
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const printed = (text: string) =>
    new Promise<string>((resolve) => {
      const listener = (chunk: string) => {
        if (!chunk.includes(text)) return;
        listeners.delete(listener);
        resolve(chunk);
      };
      listeners.add(listener);
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} not ready: ${output}`)), 60_000);
    const check = () => {
      if (!output.includes(readyLine)) return;
      clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    check();
    void exited.then((code) => reject(new Error(`${entry} exited (${code}): ${output}`)));
  });
  return {
    child,
    exited,
    output: () => output,
    printed,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
};

/** `src/worker.ts` as `pnpm start:worker` runs it, in a child process; resolves once it is ready. */
export const spawnWorker = (env: Record<string, string>) => spawnEntry("src/worker.ts", env, "worker ready");

/** `src/main.ts` as `pnpm start` runs it, on `PORT` (0: any); resolves with its URL once it listens. */
export const spawnApi = async (env: Record<string, string>) => {
  const api = await spawnEntry("src/main.ts", env, '"msg":"listening"');
  const line = api
    .output()
    .split("\n")
    .find((l) => l.includes('"msg":"listening"'));
  const url = (JSON.parse(line as string) as { url: string }).url;
  return { ...api, url };
};

/** A port nothing listens on (taken, then let go). */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};
