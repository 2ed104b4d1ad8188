/**
 * Receipt OCR benchmark: receipts per second, p50/p95 latency with a warm worker pool,
 * and the process's peak RSS, on the committed clean receipt. Not a test: it asserts nothing.
 *
 *   tsx bench/receipts.ts            # 40 receipts, 1 worker
 *   RECEIPT_BENCH_COUNT=100 RECEIPT_BENCH_WORKERS=2 tsx bench/receipts.ts
 *   RECEIPT_BENCH_IMAGE=path/to/receipt.png tsx bench/receipts.ts
 *
 * Prints a human summary and, last, one JSON line for tooling.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { TesseractOcr } from "@finance/ocr-tesseract";

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
};

const count = positiveInt("RECEIPT_BENCH_COUNT", 40);
const workers = positiveInt("RECEIPT_BENCH_WORKERS", 1);
const warmup = positiveInt("RECEIPT_BENCH_WARMUP", 3);
const imagePath =
  process.env.RECEIPT_BENCH_IMAGE ??
  fileURLToPath(new URL("../packages/ocr-tesseract/test/fixtures/clean.png", import.meta.url));
const mimeType = imagePath.endsWith(".jpg") || imagePath.endsWith(".jpeg") ? "image/jpeg" : "image/png";
const image = { bytes: new Uint8Array(readFileSync(imagePath)), mimeType } as const;

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const main = async () => {
  const ocr = new TesseractOcr({ workers });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const startedAt = performance.now();
    await ocr.warmUp();
    const startupMs = performance.now() - startedAt;
    for (let i = 0; i < warmup; i += 1) await ocr.read(image);

    // As many receipts in flight as there are workers: the pool is kept busy, never queued deep.
    const latencies: number[] = [];
    let next = 0;
    const lane = async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const parsed = await ocr.read(image);
        latencies.push(performance.now() - t0);
        if (parsed.lines.length === 0) throw new Error("The benchmark image parsed to no items");
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: workers }, lane));
    const elapsedMs = performance.now() - t0;

    const sorted = [...latencies].sort((a, b) => a - b);
    // ru_maxrss is in kilobytes on Linux and counts the worker threads' memory too.
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
    const result = {
      benchmark: "receipts",
      image: imagePath.split("/").pop(),
      workers,
      receipts: count,
      startupMs: Math.round(startupMs),
      receiptsPerSecond: Math.round((count / (elapsedMs / 1000)) * 100) / 100,
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
      maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
      peakRssMiB: mib(peakRss),
    };
    console.log(
      `receipts: ${result.receipts} on ${result.workers} worker(s), start ${result.startupMs} ms\n` +
        `  ${result.receiptsPerSecond} receipts/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms\n` +
        `  peak RSS ${result.peakRssMiB} MiB`,
    );
    console.log(JSON.stringify(result));
  } finally {
    clearInterval(sampler);
    await ocr.terminate();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
