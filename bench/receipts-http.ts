/**
 * `pnpm bench:receipts`: every offline OCR engine on the receipt dev set through the real HTTP
 * route. Per engine it builds nothing new, starts the built service (`apps/api/dist/main.js`) as a
 * child process with OCR_PROVIDER=<engine> on a fresh SQLite file, registers a user, creates an MYR
 * wallet and a category, uploads every `*.jpg` of the dev set one at a time to
 * `POST /api/v1/transaction/receipt`, and compares the answers with the labels (`total`, `date`
 * dd/mm/yyyy). Not a test: it asserts nothing.
 *
 *   pnpm bench:receipts                         # builds the app, then tesseract and paddle
 *   pnpm bench:receipts --engines paddle --no-build
 *   RECEIPTS_DIR=path/to/receipts pnpm bench:receipts
 *
 * Prints a table per engine (receipts answered 2xx, batch sum = labelled total, printed total read,
 * date right, p50/p90 latency, peak RSS of the service and its child processes) and writes
 * `results/receipts-dev.{json,md}`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { call } from "./src/load";
import { freePort, RssSampler, run, startChild } from "./src/processes";

const ENGINES = ["tesseract", "paddle"] as const;
type Engine = (typeof ENGINES)[number];

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(benchDir, "..");
const api = join(root, "apps/api");

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const engines = (flag("--engines")?.split(",") ?? [...ENGINES]) as Engine[];
for (const engine of engines) {
  if (!ENGINES.includes(engine)) throw new Error(`Unknown engine ${engine}: one of ${ENGINES.join(", ")}`);
}
/** The dev set lives in `shared/` beside the repository (RECEIPTS_DIR overrides). */
const receiptsDir = resolve(process.env.RECEIPTS_DIR ?? join(root, "..", "shared", "receipts-dev"));

/** "80.90", 80.9, "RM 13.30" -> minor units, by string (no floating-point sums). */
const toMinor = (value: unknown): number | null => {
  const match = /(-?)(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(String(value ?? "").trim());
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] === "-" ? -minor : minor;
};
/** dd/mm/yyyy (as labelled) -> yyyy-mm-dd. */
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
/**
 * The label's date as YYYY-MM-DD. Labels are written as printed, day first: `25/12/2018`,
 * `15-01-19`, `18 MAR 2018`, `18/MAY/2018`, `2018-03-30`; a two-digit year is 20yy.
 */
const isoDate = (label: string | undefined): string | null => {
  const text =
    label
      ?.trim()
      .replace(/^\((.*)\)$/, "$1")
      .toUpperCase() ?? "";
  const pad = (n: string) => n.padStart(2, "0");
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2] as string)}-${pad(iso[3] as string)}`;
  const dmy = /^(\d{1,2})[\s/.-]+(\d{1,2}|[A-Z]{3})[\s/.-]+(\d{2}|\d{4})$/.exec(text);
  if (!dmy) return null;
  const [, day, month, year] = dmy as unknown as [string, string, string, string];
  const monthNumber = /^\d+$/.test(month) ? month : String(MONTHS.indexOf(month) + 1);
  if (monthNumber === "0") return null;
  return `${year.length === 2 ? `20${year}` : year}-${pad(monthNumber)}-${pad(day)}`;
};
/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const pct = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 10;

const multipart = (fields: Record<string, string>, file: { name: string; bytes: Buffer }) => {
  const boundary = `----finance-bench-${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.name}"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

interface ReceiptAnswer {
  receipt?: { date: string | null; total: unknown; warnings?: { code: string }[] };
  transactions?: { amount: unknown; date: string }[];
  code?: string;
}

interface EngineResult {
  engine: Engine;
  receipts: number;
  answered: number;
  sumMatchesPct: number;
  totalReadPct: number;
  dateRightPct: number;
  p50Ms: number;
  p90Ms: number;
  /** The service and its OCR worker processes together. */
  peakRssMiB: number;
  /** The largest single process among them. */
  peakRssLargestProcessMiB: number;
  errors: Record<string, number>;
}

const benchEngine = async (engine: Engine, images: readonly string[]): Promise<EngineResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), "finance-receipts-bench-"));
  const port = await freePort();
  const server = await startChild({
    name: `service (${engine})`,
    command: process.execPath,
    args: [join(api, "dist", "main.js")],
    cwd: api,
    port,
    readyPath: "/health",
    timeoutMs: 120_000,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dataDir, "bench.db")}`,
      JWT_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      OCR_PROVIDER: engine,
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
    },
  });
  const sampler = new RssSampler(server.pid);
  try {
    const email = `receipts-${engine}@example.com`;
    const password = "bench-password-123";
    await call(server.url, "/api/v1/auth/register", {
      method: "POST",
      json: { name: "Receipt bench", email, password },
    });
    const { accessToken: token } = await call<{ accessToken: string }>(server.url, "/api/v1/auth/login", {
      method: "POST",
      json: { email, password },
    });
    const { wallet } = await call<{ wallet: { id: string } }>(server.url, "/api/v1/wallet", {
      method: "POST",
      token,
      json: { name: "Ringgit", currency: "MYR", balance: 0 },
    });
    const { category } = await call<{ category: { id: string } }>(server.url, "/api/v1/categories", {
      method: "POST",
      token,
      json: { name: "Shopping" },
    });

    const latencies: number[] = [];
    const errors: Record<string, number> = {};
    let answered = 0;
    let sumMatches = 0;
    let totalRead = 0;
    let dateRight = 0;
    sampler.start();
    for (const name of images) {
      const label = JSON.parse(readFileSync(join(receiptsDir, name.replace(/\.jpg$/, ".json")), "utf8")) as {
        total?: string;
        date?: string;
      };
      const upload = multipart(
        { walletId: wallet.id, categoryId: category.id },
        { name, bytes: readFileSync(join(receiptsDir, name)) },
      );
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/v1/transaction/receipt`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": upload.contentType },
        body: upload.body,
      });
      const answer = (await response.json().catch(() => ({}))) as ReceiptAnswer;
      latencies.push(performance.now() - t0);
      if (!response.ok) {
        const key = `${response.status} ${answer.code ?? "?"}`;
        errors[key] = (errors[key] ?? 0) + 1;
        continue;
      }
      answered += 1;
      const labelled = toMinor(label.total);
      // Expenses are signed negative.
      const sum = (answer.transactions ?? []).reduce((acc, t) => acc + (toMinor(t.amount) ?? 0), 0);
      if (labelled !== null && -sum === labelled) sumMatches += 1;
      const noTotal = (answer.receipt?.warnings ?? []).some((w) => w.code === "NO_TOTAL");
      if (!noTotal && labelled !== null && toMinor(answer.receipt?.total) === labelled) totalRead += 1;
      if (answer.receipt?.date?.slice(0, 10) === isoDate(label.date)) dateRight += 1;
    }
    const rss = sampler.stop();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      engine,
      receipts: images.length,
      answered,
      sumMatchesPct: pct(sumMatches, images.length),
      totalReadPct: pct(totalRead, images.length),
      dateRightPct: pct(dateRight, images.length),
      p50Ms: Math.round(percentile(sorted, 50)),
      p90Ms: Math.round(percentile(sorted, 90)),
      peakRssMiB: Math.round(rss.total / 1024 / 1024),
      peakRssLargestProcessMiB: Math.round(rss.largestProcess / 1024 / 1024),
      errors,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const table = (results: readonly EngineResult[]): string =>
  [
    "| Engine | Answered | Batch sum = total | Printed total read | Date right | p50 | p90 | Peak RSS (all processes) | Largest process |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.answered}/${r.receipts} | ${r.sumMatchesPct}% | ${r.totalReadPct}% | ${r.dateRightPct}% | ` +
        `${r.p50Ms} ms | ${r.p90Ms} ms | ${r.peakRssMiB} MiB | ${r.peakRssLargestProcessMiB} MiB |`,
    ),
  ].join("\n");

const main = async () => {
  if (!existsSync(receiptsDir)) throw new Error(`No receipts at ${receiptsDir}: set RECEIPTS_DIR`);
  const images = readdirSync(receiptsDir)
    .filter((name) => name.endsWith(".jpg"))
    .sort();
  if (!args.includes("--no-build")) await run("pnpm", ["--filter", "@finance/api", "build"], { cwd: root, echo: true });
  const results: EngineResult[] = [];
  for (const engine of engines) {
    console.log(`[bench:receipts] ${engine}: ${images.length} receipts...`);
    const result = await benchEngine(engine, images);
    results.push(result);
    console.log(table([result]).split("\n").at(-1));
    if (Object.keys(result.errors).length > 0) console.log(`  errors: ${JSON.stringify(result.errors)}`);
  }
  const markdown = `${table(results)}\n\nReceipts: ${receiptsDir} (${images.length}), one upload at a time, ${new Date().toISOString()}.\n`;
  console.log(`\n${markdown}`);
  mkdirSync(join(benchDir, "results"), { recursive: true });
  writeFileSync(join(benchDir, "results", "receipts-dev.md"), markdown);
  writeFileSync(join(benchDir, "results", "receipts-dev.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
