import { constants, mkdirSync } from "node:fs";
import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ocrParseFailed, ocrResponseFailed } from "@finance/domain";
import Tesseract from "tesseract.js";

export interface TesseractPoolOptions {
  /** Workers in the pool (each holds the model in memory, ~100 MB). Default 1. */
  readonly workers?: number;
  /** The traineddata to load (`eng`, `vie`). Default `eng`. */
  readonly language?: string;
  /** Folder holding `<language>.traineddata.gz`. Default: `@tesseract.js-data/eng`'s `4.0.0_best_int`. */
  readonly langPath?: string;
  /** Where tesseract.js may cache the unpacked model. Default: a folder in the OS temp dir. */
  readonly cachePath?: string;
  /**
   * tesseract.js cache mode. Default `none`: the model is already on disk, caching would only
   * save the gunzip (tens of ms per worker start), and its cache file is written non-atomically,
   * so processes starting together could read each other's half-written copy.
   */
  readonly cacheMethod?: "none" | "readOnly" | "write" | "refresh";
  /** Longest a single recognition may take; then the pool is rebuilt. Default 60 s. */
  readonly timeoutMs?: number;
  /** Longest a worker may take to start. Default 60 s. */
  readonly startTimeoutMs?: number;
}

/** The English model shipped with `@tesseract.js-data/eng`, so no CDN is ever asked. */
export const bundledEnglishPath = (): string =>
  join(dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** The Vietnamese model shipped with `@tesseract.js-data/vie` (Latin letters with every tone mark). */
export const bundledVietnamesePath = (): string =>
  join(dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/vie/package.json")), "4.0.0_best_int");

// tesseract.js is CommonJS: take its exports from the default import (works in Node ESM and bundles).
const { createScheduler, createWorker, OEM } = Tesseract;
type Scheduler = Tesseract.Scheduler;

export const responseFailed = (message: string) => ocrResponseFailed(message);
export const parseFailed = (message: string) => ocrParseFailed(message);

/** tesseract.js answers an image Leptonica cannot decode with this text. */
const UNREADABLE_IMAGE = /read image|pixRead|cannot be read|unknown format|truncated/i;

/**
 * A pool of tesseract.js workers with the bundled English model, created on the first job and
 * reused; `terminate()` stops it (the next job starts a new one). An image that cannot be decoded
 * is OCR_PARSE_FAILED; a worker that fails to start, crashes or hangs is OCR_RESPONSE_FAILED.
 */
export class TesseractPool {
  private scheduler: Promise<Scheduler> | null = null;
  private readonly workers: number;
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;

  constructor(
    private readonly parameters: Partial<Tesseract.WorkerParams>,
    private readonly options: TesseractPoolOptions = {},
  ) {
    this.workers = Math.max(1, Math.floor(options.workers ?? 1));
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
  }

  async recognize(image: Buffer, output: Partial<Tesseract.OutputFormats> = { text: true }): Promise<Tesseract.Page> {
    const scheduler = await this.pool();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), this.timeoutMs);
    });
    try {
      const result = await Promise.race([scheduler.addJob("recognize", image, {}, output), timeout]);
      return result.data;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== "timeout" && UNREADABLE_IMAGE.test(message)) {
        throw parseFailed("The receipt image cannot be read");
      }
      // A hung or crashed worker is not reused.
      await this.terminate();
      throw responseFailed(message === "timeout" ? "OCR timed out" : "OCR worker failed");
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts the pool now instead of on the first job (for a warm start). */
  async warmUp(): Promise<void> {
    await this.pool();
  }

  async terminate(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = null;
    if (!scheduler) return;
    await scheduler.then((s) => s.terminate()).catch(() => undefined);
  }

  private pool(): Promise<Scheduler> {
    if (!this.scheduler) {
      const starting = this.start();
      this.scheduler = starting;
      starting.catch(() => {
        if (this.scheduler === starting) this.scheduler = null;
      });
    }
    return this.scheduler;
  }

  private async start(): Promise<Scheduler> {
    const langPath = this.options.langPath ?? bundledEnglishPath();
    const cachePath = this.options.cachePath ?? join(tmpdir(), "finance-tesseract-cache");
    const scheduler = createScheduler();
    try {
      // tesseract.js never settles createWorker when the model cannot be loaded: look first.
      await access(join(langPath, `${this.options.language ?? "eng"}.traineddata.gz`), constants.R_OK);
      mkdirSync(cachePath, { recursive: true });
      for (let i = 0; i < this.workers; i += 1) {
        scheduler.addWorker(await this.startWorker(langPath, cachePath));
      }
      return scheduler;
    } catch {
      await scheduler.terminate().catch(() => undefined);
      throw responseFailed("OCR engine could not start");
    }
  }

  private async startWorker(langPath: string, cachePath: string): Promise<Tesseract.Worker> {
    // Until the worker is up, an error reported to errorHandler means the start failed (createWorker
    // itself would hang); afterwards a failed job rejects its own promise and the handler is a no-op.
    let failStart: (reason: unknown) => void = () => undefined;
    const startFailed = new Promise<never>((_, reject) => {
      failStart = reject;
    });
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("OCR engine start timed out")), this.startTimeoutMs);
    });
    const starting = createWorker(this.options.language ?? "eng", OEM.LSTM_ONLY, {
      langPath,
      cachePath,
      cacheMethod: this.options.cacheMethod ?? "none",
      gzip: true,
      errorHandler: (reason: unknown) => failStart(reason),
    });
    try {
      const worker = await Promise.race([starting, startFailed, tooSlow]).catch((error: unknown) => {
        // A worker that comes up after its start was given up must not linger.
        starting.then((late) => late.terminate()).catch(() => undefined);
        throw error;
      });
      await worker.setParameters(this.parameters);
      return worker;
    } finally {
      failStart = () => undefined;
      clearTimeout(timer);
    }
  }
}
