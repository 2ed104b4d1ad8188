import { type ErrorCode, isDomainError, type OcrPort, type ParsedReceipt, type ReceiptImage } from "@finance/domain";
import { lowerOwnPriority } from "./lowerPriority";

/**
 * The messages between the API process and an OCR worker process (node:child_process fork with
 * the "advanced" serialization, so image bytes cross as a Uint8Array, not as JSON).
 */
export type OcrPoolMessage =
  | OcrJob
  /** The engine's settings, and the nice value the worker lowers itself to before building it. */
  | { readonly type: "init"; readonly settings: unknown; readonly niceness: number };

export interface OcrJob {
  readonly type: "job";
  readonly id: number;
  readonly image: ReceiptImage;
  /** The use case's hints for the engine (e.g. the wallet's currency); passed through untouched. */
  readonly context?: unknown;
}

export type OcrWorkerMessage =
  /** The process is up and listening: the pool answers with `init`. */
  | { readonly type: "started" }
  /** The engine is built: jobs may come. */
  | { readonly type: "ready" }
  | {
      readonly type: "done";
      readonly id: number;
      /** The worker's resident set size after the job, for recycling. */
      readonly rssBytes: number;
      readonly outcome:
        | { readonly ok: true; readonly receipt: ParsedReceipt }
        | { readonly ok: false; readonly code: ErrorCode; readonly message: string };
    };

/**
 * An engine as a worker holds it: `warmUp` (if any) loads it before the worker says it is ready,
 * so no job's timeout pays for that; `close` (if any) releases its threads before the worker exits.
 */
export type OcrEngine = OcrPort & { warmUp?(): Promise<void>; close?(): Promise<void> };

type ReadWithContext = (image: ReceiptImage, context?: unknown) => Promise<ParsedReceipt>;

/**
 * The body of a worker process: says it started, builds the engine once from the pool's `init`
 * settings and warms it up, answers jobs one at a time, and exits when the API process goes away
 * (the IPC channel closes), so no worker outlives its parent.
 */
export const serveOcrJobs = (makeEngine: (settings: unknown) => OcrEngine): void => {
  const send = process.send?.bind(process);
  if (!send) throw new Error("An OCR worker runs as a child process with an IPC channel");
  let engine: OcrEngine | undefined;
  let read: ReadWithContext = () => Promise.reject(new Error("The OCR engine is not built yet"));

  process.on("message", async (message: OcrPoolMessage) => {
    if (message?.type === "init" && engine === undefined) {
      lowerOwnPriority(message.niceness);
      const built = makeEngine(message.settings);
      engine = built;
      read = built.read.bind(built) as ReadWithContext;
      // An engine that cannot load says so on its first job, as it would without the warm-up.
      await built.warmUp?.().catch(() => undefined);
      send({ type: "ready" } satisfies OcrWorkerMessage);
      return;
    }
    if (message?.type !== "job") return;
    const job = message;
    let outcome: Extract<OcrWorkerMessage, { type: "done" }>["outcome"];
    try {
      outcome = { ok: true, receipt: await read(job.image, job.context) };
    } catch (error) {
      outcome = isDomainError(error)
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: "OCR_RESPONSE_FAILED", message: "The OCR step did not return a usable response" };
    }
    send({ type: "done", id: job.id, rssBytes: process.memoryUsage().rss, outcome } satisfies OcrWorkerMessage);
  });
  process.on("disconnect", () => {
    setTimeout(() => process.exit(0), 2000).unref();
    const closing = engine?.close?.() ?? Promise.resolve();
    void closing.finally(() => process.exit(0));
  });
  send({ type: "started" } satisfies OcrWorkerMessage);
};
