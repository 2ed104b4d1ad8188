/**
 * Offline OCR engines on the receipt dev set, without the service: per engine, ms per receipt
 * (p50/p90), the process's peak RSS, and how often the labelled total and date appear in some box's
 * text (a rough signal of text quality; the reader's own score is `receipts-http.ts`). Optionally
 * writes each receipt's boxes as JSON for tuning the reader offline. Not a test: it asserts nothing.
 *
 *   tsx bench/ocr-engines.ts paddle                      # or tesseract
 *   tsx bench/ocr-engines.ts paddle --dump DIR           # also DIR/<receipt>.json (OcrBox[]) and DIR/READY
 *   RECEIPTS_DIR=path/to/receipts tsx bench/ocr-engines.ts tesseract
 *
 * One engine per run, so the peak RSS is that engine's alone. Prints one JSON line last.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PaddleDetector } from "@finance/ocr-paddle";
import { TesseractDetector } from "@finance/ocr-tesseract";

const engine = process.argv[2];
if (engine !== "paddle" && engine !== "tesseract") {
  console.error("usage: tsx bench/ocr-engines.ts paddle|tesseract [--dump DIR]");
  process.exit(2);
}
const dumpFlag = process.argv.indexOf("--dump");
const dumpDir = dumpFlag > 0 ? resolve(process.argv[dumpFlag + 1] ?? "") : null;
/** The dev set lives in `shared/` beside the repository (RECEIPTS_DIR overrides). */
const receiptsDir = resolve(
  process.env.RECEIPTS_DIR ?? fileURLToPath(new URL("../../shared/receipts-dev", import.meta.url)),
);
if (!existsSync(receiptsDir)) {
  console.error(`No receipts at ${receiptsDir}: set RECEIPTS_DIR`);
  process.exit(2);
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const squash = (text: string) => text.replace(/\s+/g, "");

const main = async () => {
  const detector = engine === "paddle" ? new PaddleDetector() : new TesseractDetector();
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });
  const images = readdirSync(receiptsDir)
    .filter((name) => name.endsWith(".jpg"))
    .sort();
  const latencies: number[] = [];
  let totalSeen = 0;
  let dateSeen = 0;
  const missed: string[] = [];
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const startedAt = performance.now();
    await detector.warmUp();
    const startupMs = performance.now() - startedAt;
    const cpuAtStart = process.cpuUsage();
    for (const name of images) {
      const label = JSON.parse(readFileSync(join(receiptsDir, name.replace(/\.jpg$/, ".json")), "utf8")) as {
        total?: string;
        date?: string;
      };
      const bytes = new Uint8Array(readFileSync(join(receiptsDir, name)));
      const t0 = performance.now();
      const boxes = await detector.detect({ bytes, mimeType: "image/jpeg" });
      latencies.push(performance.now() - t0);
      if (dumpDir)
        writeFileSync(join(dumpDir, `${basename(name, ".jpg")}.json`), `${JSON.stringify(boxes, null, 1)}\n`);
      // Labels are as printed; a few carry the currency ("RM 13.30"): compare the amount.
      const total = (label.total ?? "").replace(/^[^\d-]+/, "");
      const texts = boxes.map((box) => squash(box.text));
      if (total !== "" && texts.some((text) => text.includes(squash(total)))) totalSeen += 1;
      else missed.push(`${name} total ${label.total}`);
      if (label.date && texts.some((text) => text.includes(squash(label.date ?? "")))) dateSeen += 1;
    }
    const cpu = process.cpuUsage(cpuAtStart);
    if (dumpDir) writeFileSync(join(dumpDir, "READY"), "");
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (n: number) => Math.round((n / images.length) * 1000) / 10;
    const result = {
      benchmark: "ocr-engines",
      engine,
      receipts: images.length,
      startupMs: Math.round(startupMs),
      p50Ms: Math.round(percentile(sorted, 50)),
      p90Ms: Math.round(percentile(sorted, 90)),
      // CPU time of all threads: what a receipt costs whatever else the machine is doing.
      cpuMsPerReceipt: Math.round((cpu.user + cpu.system) / 1000 / images.length),
      peakRssMiB: Math.round(peakRss / 1024 / 1024),
      totalInABoxPct: pct(totalSeen),
      dateInABoxPct: pct(dateSeen),
    };
    console.log(
      `${engine}: ${images.length} receipts, start ${result.startupMs} ms, p50 ${result.p50Ms} ms, p90 ${result.p90Ms} ms, ` +
        `CPU ${result.cpuMsPerReceipt} ms/receipt, peak RSS ${result.peakRssMiB} MiB\n  labelled total in some box: ${result.totalInABoxPct}%, ` +
        `labelled date in some box: ${result.dateInABoxPct}%`,
    );
    if (missed.length > 0) console.log(`  total not seen: ${missed.join(", ")}`);
    console.log(JSON.stringify(result));
  } finally {
    clearInterval(sampler);
    await detector.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
