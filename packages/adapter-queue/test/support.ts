import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TEST_REDIS_URL } from "../src/testing";

export { dropPrefix, TEST_REDIS_URL, uniquePrefix } from "../src/testing";

/** A child process running `fixtures/holdingWorker.ts`, with a promise for each line it prints. */
export const spawnHoldingWorker = (prefix: string) => {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("fixtures/holdingWorker.ts", import.meta.url))],
    {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: { ...process.env, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let printed = "";
  const waiting: { line: string; resolve: () => void }[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
    for (const wait of [...waiting]) {
      if (printed.includes(wait.line)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  });
  const printedLine = (line: string, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      if (printed.includes(line)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`worker never printed "${line}"; printed: ${printed}`)),
        timeoutMs,
      );
      waiting.push({
        line,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, printedLine, exited };
};
