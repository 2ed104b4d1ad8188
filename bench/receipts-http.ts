/**
 * `pnpm bench:receipts`: every offline OCR engine on both receipt dev sets through the real HTTP
 * route. Per engine it builds nothing new, starts the built service (`apps/api/dist/main.js`) as a
 * child process with OCR_PROVIDER=<engine> on a fresh SQLite file, registers a user, creates a
 * wallet in each labelled currency and a category, uploads every labelled image of
 * `../shared/receipts-dev` (SROIE, English, ringgit) and `../shared/receipts-dev-ml` (other
 * languages) one at a time to `POST /api/v1/transaction/receipt` into the wallet of its currency,
 * and compares the answers with the labels. Not a test: it asserts nothing.
 *
 *   pnpm bench:receipts                         # builds the app, then tesseract and paddle
 *   pnpm bench:receipts --engines paddle --no-build
 *   RECEIPTS_DIRS=dir1,dir2 pnpm bench:receipts
 *
 * Prints a table per engine and language (receipts answered 2xx, batch sum = labelled total, date
 * right, items reconciled with the total, p50/p90 latency, peak RSS of the service and its child
 * processes while that language's receipts were read) and writes `results/receipts-dev.{json,md}`.
 * `pnpm bench:receipts:reader` scores the reader alone on cached OCR boxes, in seconds.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { call } from "./src/load";
import { freePort, RssSampler, run, startChild, treeCpuMs } from "./src/processes";
import {
  devSetDirs,
  type LabelledReceipt,
  type LanguageRow,
  labelledReceipts,
  languageRows,
  languageTable,
  type ReceiptOutcome,
  toMinor,
} from "./src/receiptSets";

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

const multipart = (fields: Record<string, string>, file: { name: string; bytes: Buffer; type: string }) => {
  const boundary = `----finance-bench-${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

interface ReceiptAnswer {
  receipt?: { date: string | null; merchant: string | null; warnings?: { code: string }[] };
  transactions?: { amount: unknown; description: string }[];
  code?: string;
}

interface EngineResult {
  engine: Engine;
  languages: LanguageRow[];
  errors: Record<string, number>;
  /** Each refused receipt's file and the answer's status and code. */
  refused: string[];
}

const benchEngine = async (engine: Engine, receipts: readonly LabelledReceipt[]): Promise<EngineResult> => {
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
    const wallets = new Map<string, string>();
    for (const currency of new Set(receipts.map((r) => r.currency))) {
      const { wallet } = await call<{ wallet: { id: string } }>(server.url, "/api/v1/wallet", {
        method: "POST",
        token,
        json: { name: `Receipts ${currency}`, currency, balance: 0 },
      });
      wallets.set(currency, wallet.id);
    }
    const { category } = await call<{ category: { id: string } }>(server.url, "/api/v1/categories", {
      method: "POST",
      token,
      json: { name: "Shopping" },
    });

    const errors: Record<string, number> = {};
    const refused: string[] = [];
    const outcomes: ReceiptOutcome[] = [];
    const rss = new Map<string, number>();
    const largest = new Map<string, number>();
    let lang: string | null = null;
    const closeLanguage = () => {
      if (lang === null) return;
      const peak = sampler.stop();
      rss.set(lang, Math.round(peak.total / 1024 / 1024));
      largest.set(lang, Math.round(peak.largestProcess / 1024 / 1024));
    };
    for (const receipt of receipts) {
      if (receipt.lang !== lang) {
        closeLanguage();
        lang = receipt.lang;
        sampler.start();
      }
      const upload = multipart(
        { walletId: wallets.get(receipt.currency) as string, categoryId: category.id },
        { name: basename(receipt.path), bytes: readFileSync(receipt.path), type: receipt.mimeType },
      );
      const cpu0 = treeCpuMs(server.pid);
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/v1/transaction/receipt`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": upload.contentType },
        body: upload.body,
      });
      const answer = (await response.json().catch(() => ({}))) as ReceiptAnswer;
      const ms = performance.now() - t0;
      const cpuMs = treeCpuMs(server.pid) - cpu0;
      if (!response.ok) {
        const key = `${response.status} ${answer.code ?? "?"}`;
        errors[key] = (errors[key] ?? 0) + 1;
        refused.push(`${basename(receipt.path)}: ${key}`);
        outcomes.push({ receipt, error: key, totalRight: false, dateRight: false, itemsReconcile: false, ms, cpuMs });
        continue;
      }
      // Expenses are signed negative.
      const transactions = answer.transactions ?? [];
      const sum = transactions.reduce((acc, t) => acc + (toMinor(t.amount, receipt.currency) ?? 0), 0);
      const totalRight = receipt.totalMinor !== null && -sum === receipt.totalMinor;
      const warned = (answer.receipt?.warnings ?? []).some((w) => w.code === "TOTAL_MISMATCH" || w.code === "NO_TOTAL");
      const oneLineTotal =
        transactions.length === 1 &&
        [answer.receipt?.merchant, "Receipt total"].includes(transactions[0]?.description ?? "");
      outcomes.push({
        receipt,
        error: null,
        totalRight,
        dateRight: receipt.date !== null && answer.receipt?.date?.slice(0, 10) === receipt.date,
        itemsReconcile: totalRight && !warned && !oneLineTotal,
        ms,
        cpuMs,
      });
    }
    closeLanguage();
    return {
      engine,
      languages: languageRows(
        outcomes,
        (l) => rss.get(l) ?? null,
        (l) => largest.get(l) ?? null,
      ),
      errors,
      refused,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const dirs = devSetDirs(root);
  const receipts = labelledReceipts(dirs);
  if (!args.includes("--no-build")) await run("pnpm", ["--filter", "@finance/api", "build"], { cwd: root, echo: true });
  const results: EngineResult[] = [];
  const sections: string[] = [];
  const loadBefore = loadavg()[0]!;
  for (const engine of engines) {
    console.log(`[bench:receipts] ${engine}: ${receipts.length} receipts...`);
    const result = await benchEngine(engine, receipts);
    results.push(result);
    const section = `### ${engine}\n\n${languageTable(result.languages)}${
      Object.keys(result.errors).length > 0
        ? `\n\nErrors: ${JSON.stringify(result.errors)} (${result.refused.join(", ")})`
        : ""
    }`;
    sections.push(section);
    console.log(section);
  }
  const markdown = `${sections.join("\n\n")}\n\nReceipts: ${dirs.join(", ")} (${receipts.length}), one upload at a time into a wallet of the labelled currency, ${new Date().toISOString()}, load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end on ${availableParallelism()} cores. CPU p50: the median CPU time (user + system) the service and its OCR workers spent per receipt, what a receipt costs whatever else the machine runs; p50 / p90 are wall-clock and include waiting for the CPU. Peak RSS: the service and its OCR workers while that language's receipts were read; largest process: the largest one of them alone (an OCR worker while it reads).\n`;
  mkdirSync(join(benchDir, "results"), { recursive: true });
  writeFileSync(join(benchDir, "results", "receipts-dev.md"), markdown);
  writeFileSync(join(benchDir, "results", "receipts-dev.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
