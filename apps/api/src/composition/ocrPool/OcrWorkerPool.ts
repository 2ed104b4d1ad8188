import { type ChildProcess, fork } from "node:child_process";
import {
  type DomainError,
  ocrParseFailed,
  ocrResponseFailed,
  type ParsedReceipt,
  type ReceiptImage,
} from "@finance/domain";
import type { OcrProvider } from "../ocr";
import { lowerPriorityOf } from "./lowerPriority";
import type { OcrPoolMessage, OcrWorkerMessage } from "./ocrJobs";

/**
 * glibc malloc for the OCR worker, unless the environment sets it. One arena: a second one only
 * kept libvips' decode buffers (~30 MiB resident) apart from the rest. ONNX Runtime's per-run
 * buffers live in its own arenas; buffers over 32 MiB are mapped, the rest stay in the heap, which
 * is trimmed only past 128 MiB free at its top. Page faults are what memory handed back and taken
 * again costs: on a 2-core VM an 8 MiB mapping threshold made a receipt cost ~2.5x the CPU, and a
 * 32 MiB trim threshold ~5 000 more faults a receipt for no lower peak (docs/receipts.md).
 */
const WORKER_MALLOC = {
  MALLOC_ARENA_MAX: "1",
  MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024 * 1024),
};

export interface OcrWorkerPoolOptions {
  /** The worker entry (a module that calls `serveOcrJobs`). */
  readonly entry: string;
  /** Node flags for the workers (e.g. a TypeScript loader when the entry is a .ts file). */
  readonly execArgv?: readonly string[];
  /** Handed to the worker entry's engine factory (e.g. the OCR configuration). */
  readonly settings?: unknown;
  /** Worker processes at most; they start when jobs need them. */
  readonly workers: number;
  /** A job that has not answered this long after it started in a worker fails; its worker is killed. */
  readonly timeoutMs: number;
  /** A worker whose RSS is above this after a job is replaced by a fresh one. */
  readonly maxRssBytes: number;
  /**
   * A worker with no job for this long exits, giving its engine's memory back; the next job
   * starts one again. 0 or unset: workers stay until the pool closes.
   */
  readonly idleMs?: number;
  /**
   * The nice value the workers run at (0, the default: the API process's own). A higher one lets
   * requests waiting for the CPU go before a receipt being read, which then takes longer.
   */
  readonly niceness?: number;
  /** Called with what happened to a worker (for logs). */
  readonly onEvent?: (event: OcrPoolEvent) => void;
}

export type OcrPoolEvent =
  | { readonly kind: "started"; readonly pid: number | undefined }
  | { readonly kind: "timed-out"; readonly pid: number | undefined; readonly timeoutMs: number }
  | { readonly kind: "recycled"; readonly pid: number | undefined; readonly rssBytes: number }
  | { readonly kind: "idled"; readonly pid: number | undefined; readonly idleMs: number }
  | { readonly kind: "exited"; readonly pid: number | undefined; readonly code: number | null; readonly busy: boolean };

interface Job {
  readonly image: ReceiptImage;
  readonly context: unknown;
  readonly resolve: (receipt: ParsedReceipt) => void;
  readonly reject: (error: DomainError) => void;
}

interface Worker {
  readonly child: ChildProcess;
  ready: boolean;
  job?: { readonly id: number; readonly job: Job; readonly timer: NodeJS.Timeout };
  /** Running while the worker is ready and has no job: it exits when this fires. */
  idleTimer?: NodeJS.Timeout;
  /** Set when the pool let it go (timeout, recycling, close): its exit is expected. */
  retired: boolean;
}

const failed = (message: string) => ocrResponseFailed(message);

/** Forgets a worker's idle timer: it takes a job, is let go, or has exited. */
const stopIdleTimer = (worker: Worker): void => {
  clearTimeout(worker.idleTimer);
  worker.idleTimer = undefined;
};

/**
 * An OcrPort that runs every read in one of at most `workers` child processes, each holding its
 * own engine (whatever the worker entry builds: tesseract, paddle, the http client). Jobs wait in
 * one FIFO queue; a job's timeout starts when a worker takes it, not when it was queued. A job
 * that times out is answered OCR_RESPONSE_FAILED and only its own worker is killed (SIGKILL), so
 * the jobs of other users carry on; a worker that crashed or grew past `maxRssBytes` is replaced,
 * and one left without a job for `idleMs` exits.
 */
export class OcrWorkerPool implements OcrProvider {
  private readonly workers = new Set<Worker>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** What happened so far, for tests and logs. */
  readonly stats = { started: 0, timedOut: 0, recycled: 0, crashed: 0, idled: 0, jobs: 0 };

  constructor(private readonly options: OcrWorkerPoolOptions) {}

  read(image: ReceiptImage, context?: unknown): Promise<ParsedReceipt> {
    if (this.closed) return Promise.reject(failed("The OCR service is shutting down"));
    return new Promise<ParsedReceipt>((resolve, reject) => {
      this.queue.push({ image, context, resolve, reject });
      this.dispatch();
    });
  }

  /** Process ids of the live workers. */
  pids(): number[] {
    return [...this.workers].flatMap((w) => (w.child.pid === undefined ? [] : [w.child.pid]));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(failed("The OCR service is shutting down"));
    const exits = [...this.workers].map((worker) => this.retire(worker, "SIGTERM"));
    await Promise.all(exits);
  }

  /**
   * Hands queued jobs to idle ready workers, starting workers while under the limit; the workers
   * left without a job start counting their idle time.
   */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = [...this.workers].find((w) => w.ready && !w.job && !w.retired);
      if (idle) {
        this.start(idle, this.queue.shift() as Job);
        continue;
      }
      const starting = [...this.workers].filter((w) => !w.ready && !w.retired).length;
      const live = [...this.workers].filter((w) => !w.retired).length;
      // Enough workers are already starting for the jobs waiting, or the pool is full.
      if (starting >= this.queue.length || live >= this.options.workers) break;
      this.spawn();
    }
    const idleMs = this.options.idleMs ?? 0;
    if (idleMs <= 0 || this.closed) return;
    for (const worker of this.workers) {
      if (!worker.ready || worker.job || worker.retired || worker.idleTimer) continue;
      worker.idleTimer = setTimeout(() => {
        worker.idleTimer = undefined;
        if (worker.job || worker.retired) return;
        this.stats.idled += 1;
        this.options.onEvent?.({ kind: "idled", pid: worker.child.pid, idleMs });
        void this.retire(worker, "SIGTERM");
      }, idleMs);
      // A pool with nothing to do does not keep the process alive.
      worker.idleTimer.unref();
    }
  }

  private spawn(): void {
    const child = fork(this.options.entry, [], {
      execArgv: [...(this.options.execArgv ?? [])],
      env: { ...WORKER_MALLOC, ...process.env },
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    lowerPriorityOf(child.pid, this.options.niceness ?? 0);
    const worker: Worker = { child, ready: false, retired: false };
    this.workers.add(worker);
    this.stats.started += 1;
    this.options.onEvent?.({ kind: "started", pid: child.pid });
    child.on("message", (message: OcrWorkerMessage) => this.onMessage(worker, message));
    child.on("error", () => child.kill("SIGKILL"));
    child.on("exit", (code) => this.onExit(worker, code));
  }

  private start(worker: Worker, job: Job): void {
    stopIdleTimer(worker);
    const id = this.nextId++;
    const timer = setTimeout(() => this.onTimeout(worker, id), this.options.timeoutMs);
    worker.job = { id, job, timer };
    this.stats.jobs += 1;
    const message: OcrPoolMessage = { type: "job", id, image: job.image, context: job.context };
    worker.child.send(message, (error) => {
      if (error && worker.job?.id === id) this.abandon(worker, failed("The OCR worker could not take the job"));
    });
  }

  private onMessage(worker: Worker, message: OcrWorkerMessage): void {
    if (message.type === "started") {
      worker.child.send({
        type: "init",
        settings: this.options.settings,
        niceness: this.options.niceness ?? 0,
      } satisfies OcrPoolMessage);
      return;
    }
    if (message.type === "ready") {
      worker.ready = true;
      this.dispatch();
      return;
    }
    const current = worker.job;
    if (message.type !== "done" || !current || current.id !== message.id) return;
    clearTimeout(current.timer);
    worker.job = undefined;
    const { outcome } = message;
    if (outcome.ok) current.job.resolve(outcome.receipt);
    else
      current.job.reject(
        outcome.code === "OCR_PARSE_FAILED" ? ocrParseFailed(outcome.message) : failed(outcome.message),
      );
    if (message.rssBytes > this.options.maxRssBytes) {
      this.stats.recycled += 1;
      this.options.onEvent?.({ kind: "recycled", pid: worker.child.pid, rssBytes: message.rssBytes });
      void this.retire(worker, "SIGTERM");
    }
    this.dispatch();
  }

  private onTimeout(worker: Worker, id: number): void {
    if (worker.job?.id !== id) return;
    this.stats.timedOut += 1;
    this.options.onEvent?.({ kind: "timed-out", pid: worker.child.pid, timeoutMs: this.options.timeoutMs });
    this.abandon(worker, failed(`The OCR step did not answer within ${this.options.timeoutMs} ms`));
  }

  /** Fails the worker's job and kills that worker only; the queue moves on to other workers. */
  private abandon(worker: Worker, error: DomainError): void {
    const current = worker.job;
    worker.job = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    void this.retire(worker, "SIGKILL");
    this.dispatch();
  }

  private onExit(worker: Worker, code: number | null): void {
    this.workers.delete(worker);
    stopIdleTimer(worker);
    const busy = worker.job !== undefined;
    if (!worker.retired) this.stats.crashed += 1;
    // A worker that dies before it is ready would be restarted for the same queue forever: the
    // oldest waiting job takes the failure instead.
    if (!worker.ready && !worker.retired) this.queue.shift()?.reject(failed("The OCR worker could not start"));
    this.options.onEvent?.({ kind: "exited", pid: worker.child.pid, code, busy });
    if (worker.job) {
      clearTimeout(worker.job.timer);
      worker.job.job.reject(failed("The OCR worker stopped during the job"));
      worker.job = undefined;
    }
    if (!this.closed) this.dispatch();
  }

  /**
   * Lets a worker go: SIGKILL at once (a hung job), or a graceful end (the IPC channel closes and
   * the worker closes its engine) with SIGKILL after two seconds. Resolves when it has exited.
   */
  private retire(worker: Worker, signal: "SIGTERM" | "SIGKILL"): Promise<void> {
    worker.retired = true;
    stopIdleTimer(worker);
    const { child } = worker;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    if (signal === "SIGKILL") child.kill("SIGKILL");
    else {
      if (child.connected) child.disconnect();
      else child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 2000).unref();
    }
    return exited;
  }
}
