import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { Config } from "../../config/config";
import { OcrWorkerPool } from "./OcrWorkerPool";

/**
 * The worker entry next to the running code: `src/ocrWorker.ts` (run by tsx) in development and
 * tests, `dist/ocrWorker.js` in the bundle (scripts/build.mjs builds it beside main.js).
 */
const fromSource = import.meta.url.endsWith(".ts");

export const ocrWorkerEntry = (): { entry: string; execArgv: string[] } => {
  if (!fromSource) return { entry: fileURLToPath(new URL("./ocrWorker.js", import.meta.url)), execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { entry: fileURLToPath(new URL("../../ocrWorker.ts", import.meta.url)), execArgv: ["--import", tsx] };
};

/**
 * The receipt OCR of the service: OCR_WORKERS child processes, each running the engine
 * OCR_PROVIDER names (the worker reads the same environment), OCR_TIMEOUT_MS per job from its
 * start, workers over OCR_WORKER_MAX_RSS_MB replaced after their job, workers without a job for
 * OCR_WORKER_IDLE_SECONDS let go, at nice OCR_WORKER_NICE.
 */
export const createOcrPool = (config: Pick<Config, "ocr">, logger?: Logger): OcrWorkerPool =>
  new OcrWorkerPool({
    ...ocrWorkerEntry(),
    settings: { ocr: config.ocr },
    workers: config.ocr.workers,
    timeoutMs: config.ocr.timeoutMs,
    maxRssBytes: config.ocr.workerMaxRssBytes,
    idleMs: config.ocr.workerIdleMs,
    niceness: config.ocr.workerNiceness,
    onEvent: (event) => {
      if (event.kind === "idled") logger?.info({ ocrWorker: event }, "OCR worker idled: stopped");
      if (event.kind === "timed-out" || event.kind === "recycled" || (event.kind === "exited" && event.busy)) {
        logger?.warn({ ocrWorker: event }, `OCR worker ${event.kind}`);
      }
    },
  });
