/**
 * CPU time per receipt of the PaddleOCR engine, by stage, for comparing engine settings on the same
 * receipts on a shared machine (wall-clock there measures the other work; CPU time does not).
 * Reads both dev sets (or `--only REGEX` of their file names) in one process after warm-up, and
 * prints per receipt and in sum: process CPU (all threads), the CPU and wall time inside ONNX
 * Runtime's detection and recognition runs, the recognition runs and their padded columns.
 * `--dump DIR` writes each receipt's boxes as `receipts-reader.ts --cache DIR` reads them, so the
 * reader's score on that setting is one command away. Not a test: it asserts nothing.
 *
 *   tsx bench/ocr-cpu.ts [--variants '[{"threads":1},{"threads":2}]'] [--only 'sroie-0[0-4]'] [--dump DIR] [--repeat N]
 *
 * `--dump DIR` writes DIR/<variant index>/<receipt>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PaddleDetector, type PaddleDetectorOptions } from "@finance/ocr-paddle";
import { TesseractLineReader } from "@finance/ocr-tesseract";
import { devSetDirs, labelledReceipts } from "./src/receiptSets";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
/** One engine per setting, each reading every receipt in turn (interleaved, so load hits all alike). */
const variants = JSON.parse(flag("--variants") ?? "[{}]") as PaddleDetectorOptions[];
const only = flag("--only");
const dumpDir = flag("--dump");
const repeat = Number(flag("--repeat") ?? "1");

// The engine's own ONNX Runtime module: its sessions' `run` is timed per stage.
const ort = createRequire(join(root, "packages", "ocr-paddle", "package.json"))("onnxruntime-node") as {
  InferenceSession: { prototype: { run: (...args: unknown[]) => Promise<unknown> } };
};
const zero = () => ({ detCpu: 0, detWall: 0, recCpu: 0, recWall: 0, recRuns: 0, recColumns: 0, scriptColumns: 0 });
/** The base recogniser's classes (blank, its dictionary, space): other class counts are script models. */
const BASE_CLASSES = 6625;
const stage = zero();
const run = ort.InferenceSession.prototype.run;
ort.InferenceSession.prototype.run = async function timed(this: unknown, ...rest: unknown[]) {
  const feeds = rest[0] as Record<string, { dims: readonly number[] }>;
  const dims = Object.values(feeds)[0]!.dims;
  const recognition = dims[2] === 48;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  try {
    const result = (await run.apply(this, rest)) as Record<string, { dims: readonly number[] }>;
    if (recognition) {
      const classes = Object.values(result)[0]!.dims.at(-1)!;
      if (classes !== BASE_CLASSES) stage.scriptColumns += dims[0]! * dims[3]!;
    }
    return result;
  } finally {
    const cpu = process.cpuUsage(cpu0);
    const ms = (cpu.user + cpu.system) / 1000;
    if (recognition) {
      stage.recCpu += ms;
      stage.recWall += performance.now() - t0;
      stage.recRuns += 1;
      stage.recColumns += dims[0]! * dims[3]!;
    } else {
      stage.detCpu += ms;
      stage.detWall += performance.now() - t0;
    }
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

const main = async () => {
  const receipts = labelledReceipts(devSetDirs(root)).filter(
    (receipt) => only === undefined || new RegExp(only).test(basename(receipt.name)),
  );
  const detectors = variants.map(
    (options) => new PaddleDetector({ markReader: new TesseractLineReader(), ...options }),
  );
  for (const detector of detectors) await detector.warmUp();
  const totals = variants.map(() => ({ cpu: [] as number[], wall: [] as number[], ...zero(), changedBoxes: 0 }));
  for (let pass = 0; pass < repeat; pass += 1) {
    for (const receipt of receipts) {
      const bytes = new Uint8Array(readFileSync(receipt.path));
      const name = basename(receipt.name).replace(/\.\w+$/, "");
      let reference: string[] = [];
      const line: string[] = [name];
      for (const [v, detector] of detectors.entries()) {
        Object.assign(stage, zero());
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const boxes = await detector.detect({ bytes, mimeType: receipt.mimeType });
        const wall = performance.now() - t0;
        const used = process.cpuUsage(cpu0);
        const cpu = (used.user + used.system) / 1000;
        const sum = totals[v]!;
        sum.cpu.push(cpu);
        sum.wall.push(wall);
        for (const key of Object.keys(stage) as (keyof typeof stage)[]) sum[key] += stage[key];
        const texts = boxes.map((box) => `${box.left},${box.top}:${box.text}`);
        if (v === 0) reference = texts;
        else {
          const known = new Set(reference);
          sum.changedBoxes += texts.filter((text) => !known.has(text)).length;
        }
        if (dumpDir && pass === 0) {
          mkdirSync(join(dumpDir, String(v)), { recursive: true });
          writeFileSync(join(dumpDir, String(v), `${name}.json`), JSON.stringify(boxes));
        }
        line.push(
          `v${v} cpu ${cpu.toFixed(0)} wall ${wall.toFixed(0)} det ${stage.detCpu.toFixed(0)} rec ${stage.recCpu.toFixed(0)}/${stage.recRuns}r/${stage.recColumns}c script ${stage.scriptColumns}c`,
        );
      }
      console.log(line.join("\t"));
    }
  }
  totals.forEach((sum, v) => {
    const n = sum.cpu.length;
    console.log(
      JSON.stringify({
        variant: v,
        options: variants[v],
        receipts: n,
        cpuMsPerReceipt: Math.round(sum.cpu.reduce((a, b) => a + b, 0) / n),
        cpuP50: median(sum.cpu),
        wallP50: median(sum.wall),
        detCpu: Math.round(sum.detCpu / n),
        recCpu: Math.round(sum.recCpu / n),
        recRuns: Math.round((sum.recRuns / n) * 10) / 10,
        recColumns: Math.round(sum.recColumns / n),
        scriptColumns: Math.round(sum.scriptColumns / n),
        boxesChangedVsVariant0: sum.changedBoxes,
      }),
    );
  });
  console.log(JSON.stringify({ peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }));
  for (const detector of detectors) await detector.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
