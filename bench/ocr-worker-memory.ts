/**
 * Memory and CPU of one OCR worker process as the service runs it (the built
 * `apps/api/dist/ocrWorker.js`, forked by the service's `OcrWorkerPool` with its glibc settings),
 * reading the dev receipts one at a time: per language the worker's CPU ms per receipt, minor
 * page faults per receipt and peak RSS (VmRSS polled every 20 ms, and the kernel's VmHWM at the
 * end), plus what the resident set is made of at the end (/proc/PID/smaps_rollup). For comparing
 * allocator settings: the environment (MALLOC_*, GLIBC_TUNABLES) reaches the worker. Not a test.
 *
 *   pnpm --filter @finance/api build
 *   pnpm --filter @finance/bench bench:ocr-worker-memory [--only REGEX] [--threads 1] [--verbose] [--out FILE]
 *
 * `--out FILE` writes every receipt's answer, so two settings' files compare with `cmp`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { OcrWorkerPool } from "../apps/api/src/composition/ocrPool/OcrWorkerPool";
import { statusField } from "./src/processes";
import { devSetDirs, labelledReceipts, percentile, toMinor } from "./src/receiptSets";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const only = flag("--only");
const threads = Number(flag("--threads") ?? "1");
/** Writes every receipt's answer as JSON, to tell whether a setting changed any reading. */
const out = flag("--out");

const stat = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // state is fields[0]: minflt 7, majflt 9, utime 11, stime 12 (ticks of 10 ms).
  return { minflt: Number(fields[7]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
};
/** A /proc status memory field in MiB. */
const status = (pid: number, field: "VmRSS" | "VmHWM"): number => (statusField(pid, field) ?? Number.NaN) / 1024 ** 2;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const main = async () => {
  const receipts = labelledReceipts(devSetDirs(root)).filter(
    (r) => only === undefined || new RegExp(only).test(r.name),
  );
  const pool = new OcrWorkerPool({
    entry: join(root, "apps/api/dist/ocrWorker.js"),
    settings: {
      ocr: { provider: "paddle", workerThreads: threads, timeoutMs: 120_000 },
    },
    workers: 1,
    timeoutMs: 120_000,
    maxRssBytes: 64 * 1024 ** 3,
  });
  const answers: Record<string, unknown> = {};
  const rows = new Map<string, { cpu: number[]; faults: number[]; wall: number[]; peak: number; answers: number }>();
  try {
    // The first read starts the worker (models load before it takes the job).
    await pool.read({ bytes: readFileSync(receipts[0]!.path), mimeType: receipts[0]!.mimeType }).catch(() => null);
    const pid = pool.pids()[0]!;
    console.log(`worker ${pid}: after warm-up VmRSS ${status(pid, "VmRSS").toFixed(0)} MiB`);
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, status(pid, "VmRSS"));
    }, 20);
    for (const receipt of receipts) {
      const row = rows.get(receipt.lang) ?? { cpu: [], faults: [], wall: [], peak: 0, answers: 0 };
      rows.set(receipt.lang, row);
      const before = stat(pid);
      const t0 = performance.now();
      const answer = await pool
        .read({ bytes: readFileSync(receipt.path), mimeType: receipt.mimeType }, { walletCurrency: receipt.currency })
        .catch(() => null);
      const after = stat(pid);
      peak = Math.max(peak, status(pid, "VmRSS"));
      row.wall.push(performance.now() - t0);
      row.cpu.push(after.cpuMs - before.cpuMs);
      row.faults.push(after.minflt - before.minflt);
      row.peak = Math.max(row.peak, peak);
      answers[receipt.name] = answer;
      if (answer?.total != null && toMinor(answer.total, receipt.currency) === receipt.totalMinor) row.answers += 1;
      if (args.includes("--verbose"))
        console.log(
          `${basename(receipt.path)} cpu ${after.cpuMs - before.cpuMs} faults ${after.minflt - before.minflt} rss ${status(pid, "VmRSS").toFixed(0)} total ${answer?.total ?? "-"}`,
        );
      peak = status(pid, "VmRSS");
    }
    clearInterval(timer);
    if (out) writeFileSync(out, JSON.stringify(answers, null, 1));
    const all = { cpu: [] as number[], faults: [] as number[], wall: [] as number[] };
    console.log(
      "lang | n | CPU p50 ms | CPU mean | faults/receipt | wall p50 | peak VmRSS MiB | printed total = label",
    );
    for (const [lang, row] of rows) {
      all.cpu.push(...row.cpu);
      all.faults.push(...row.faults);
      all.wall.push(...row.wall);
      const mean = row.cpu.reduce((a, b) => a + b, 0) / row.cpu.length;
      console.log(
        `${lang} | ${row.cpu.length} | ${median(row.cpu)} | ${mean.toFixed(0)} | ${median(row.faults)} | ${median(row.wall).toFixed(0)} | ${row.peak.toFixed(0)} | ${row.answers}`,
      );
    }
    const faultSum = all.faults.reduce((a, b) => a + b, 0);
    console.log(
      `all | ${all.cpu.length} | ${median(all.cpu)} | ${(all.cpu.reduce((a, b) => a + b, 0) / all.cpu.length).toFixed(0)} | ${median(all.faults)} (sum ${faultSum}) | ${median(all.wall).toFixed(0)} | HWM ${status(pid, "VmHWM").toFixed(0)}`,
    );
    console.log(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    // The largest mappings by resident size: the brk heap, glibc's other arenas, ONNX Runtime's
    // arenas (large anonymous mappings), the libraries.
    const maps: { name: string; size: number; rss: number }[] = [];
    let current: { name: string; size: number; rss: number } | undefined;
    for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        current = { name: head[1] || "[anon]", size: 0, rss: 0 };
        maps.push(current);
      } else if (current && line.startsWith("Size:")) current.size = Number(line.split(/\s+/)[1]) / 1024;
      else if (current && line.startsWith("Rss:")) current.rss = Number(line.split(/\s+/)[1]) / 1024;
    }
    const byName = new Map<string, number>();
    for (const m of maps) {
      const key = m.name === "[anon]" ? `[anon ${m.size >= 60 ? ">=60" : m.size >= 8 ? "8-60" : "<8"} MiB]` : m.name;
      byName.set(key, (byName.get(key) ?? 0) + m.rss);
    }
    for (const [name, rss] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`${rss.toFixed(1).padStart(7)} MiB  ${name}`);
  } finally {
    await pool.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
