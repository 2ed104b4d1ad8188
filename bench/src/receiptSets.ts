/**
 * The labelled receipt dev sets beside the repository, read the same way by `receipts-http.ts`
 * (through the service) and `receipts-reader.ts` (the reader alone, on cached OCR boxes), and the
 * per-language table both print.
 *
 * - `../shared/receipts-dev`: SROIE, Malaysian English; labels `{total, date: dd/mm/yyyy}`, ringgit.
 * - `../shared/receipts-dev-ml`: other languages; labels `{lang, currency, total, date: YYYY-MM-DD}`.
 * `RECEIPTS_DIRS` (comma-separated) or `RECEIPTS_DIR` overrides the folders.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { currencyExponent, parseCurrency } from "@finance/domain";

export interface LabelledReceipt {
  readonly name: string;
  readonly path: string;
  readonly mimeType: "image/jpeg" | "image/png";
  /** The set's language ("en" for SROIE), as the label says. */
  readonly lang: string;
  readonly currency: string;
  readonly totalMinor: number | null;
  /** YYYY-MM-DD, or null when none is labelled. */
  readonly date: string | null;
}

export const devSetDirs = (root: string): string[] => {
  const listed = process.env.RECEIPTS_DIRS ?? process.env.RECEIPTS_DIR;
  if (listed) return listed.split(",").map((dir) => resolve(dir));
  return [join(root, "..", "shared", "receipts-dev"), join(root, "..", "shared", "receipts-dev-ml")];
};

/** "80.90", 80.9, "RM 13.30", "1695" -> minor units of `currency`, by string (no floating point). */
export const toMinor = (value: unknown, currency: string): number | null => {
  const match = /(-?)(\d+)(?:[.,](\d+))?\s*$/.exec(String(value ?? "").trim());
  if (!match) return null;
  const exponent = currencyExponent(parseCurrency(currency));
  const fraction = (match[3] ?? "").padEnd(exponent, "0");
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return null;
  const minor = Number(match[2]) * 10 ** exponent + Number(fraction.slice(0, exponent) || "0");
  return match[1] === "-" ? -minor : minor;
};

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/**
 * The label's date as YYYY-MM-DD. Labels are written as printed, day first: `25/12/2018`,
 * `15-01-19`, `18 MAR 2018`, `18/MAY/2018`, `2018-03-30`; a two-digit year is 20yy.
 */
export const isoDate = (label: string | null | undefined): string | null => {
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

/** Every labelled image of the given folders, grouped by language in the order met. */
export const labelledReceipts = (dirs: readonly string[]): LabelledReceipt[] => {
  const out: LabelledReceipt[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new Error(`No receipts at ${dir}: set RECEIPTS_DIRS`);
    for (const name of readdirSync(dir)
      .filter((n) => /\.(jpe?g|png)$/i.test(n))
      .sort()) {
      const labelPath = join(dir, name.replace(/\.(jpe?g|png)$/i, ".json"));
      if (!existsSync(labelPath)) continue;
      const label = JSON.parse(readFileSync(labelPath, "utf8")) as {
        lang?: string;
        currency?: string;
        total?: string;
        date?: string | null;
      };
      const currency = label.currency ?? "MYR";
      out.push({
        name,
        path: join(dir, name),
        mimeType: /\.png$/i.test(name) ? "image/png" : "image/jpeg",
        lang: label.lang ?? "en",
        currency,
        totalMinor: toMinor(label.total, currency),
        date: isoDate(label.date),
      });
    }
  }
  return out;
};

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** One receipt's outcome. */
export interface ReceiptOutcome {
  readonly receipt: LabelledReceipt;
  /** Null when the service (or reader) refused it: the error code. */
  readonly error: string | null;
  /** The batch sums to the labelled total. */
  readonly totalRight: boolean;
  readonly dateRight: boolean;
  /** The batch is the items themselves, reconciled with the total (no TOTAL_MISMATCH, NO_TOTAL, no one-line total). */
  readonly itemsReconcile: boolean;
  readonly ms: number;
  /** CPU time the service spent on it (all its processes), when measured. */
  readonly cpuMs?: number;
}

export interface LanguageRow {
  readonly lang: string;
  readonly receipts: number;
  readonly answered: number;
  readonly totalRight: number;
  /** Receipts with a labelled total (the denominator of `totalRight` and `itemsReconcile`). */
  readonly totaled: number;
  readonly dated: number;
  readonly dateRight: number;
  readonly itemsReconcile: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  /** Median CPU time per receipt (the service and its OCR workers), or null when not measured. */
  readonly cpuP50Ms?: number | null;
  readonly peakRssMiB: number | null;
  /** The largest single process's peak (the OCR worker when one reads), or null when not measured. */
  readonly largestProcessMiB?: number | null;
}

export const languageRow = (
  lang: string,
  outcomes: readonly ReceiptOutcome[],
  peakRssMiB: number | null,
  largestProcessMiB: number | null = null,
): LanguageRow => {
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const cpu = outcomes.flatMap((o) => (o.cpuMs === undefined ? [] : [o.cpuMs])).sort((a, b) => a - b);
  return {
    lang,
    receipts: outcomes.length,
    answered: outcomes.filter((o) => o.error === null).length,
    totalRight: outcomes.filter((o) => o.totalRight).length,
    totaled: outcomes.filter((o) => o.receipt.totalMinor !== null).length,
    dated: outcomes.filter((o) => o.receipt.date !== null).length,
    dateRight: outcomes.filter((o) => o.receipt.date !== null && o.dateRight).length,
    itemsReconcile: outcomes.filter((o) => o.itemsReconcile).length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p90Ms: Math.round(percentile(sorted, 90)),
    cpuP50Ms: cpu.length === 0 ? null : Math.round(percentile(cpu, 50)),
    peakRssMiB,
    largestProcessMiB,
  };
};

const mib = (value: number | null) => (value === null ? "-" : `${value} MiB`);
const share = (n: number, of: number) => `${n}/${of} (${Math.round((n / Math.max(1, of)) * 100)}%)`;

export const languageTable = (rows: readonly LanguageRow[]): string =>
  [
    "| Language | Answered | Total right | Date right | Items reconcile | p50 | p90 | CPU p50 | Peak RSS | Largest process |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.lang} | ${r.answered}/${r.receipts} | ${share(r.totalRight, r.totaled)} | ${share(r.dateRight, r.dated)} | ` +
        `${share(r.itemsReconcile, r.totaled)} | ${r.p50Ms} ms | ${r.p90Ms} ms | ${r.cpuP50Ms == null ? "-" : `${r.cpuP50Ms} ms`} | ${mib(r.peakRssMiB)} | ${mib(r.largestProcessMiB ?? null)} |`,
    ),
  ].join("\n");

/** The rows per language, then one for the multilingual set without SROIE's English and one for all. */
export const languageRows = (
  outcomes: readonly ReceiptOutcome[],
  rssOf: (lang: string) => number | null,
  largestOf: (lang: string) => number | null = () => null,
): LanguageRow[] => {
  const langs = [...new Set(outcomes.map((o) => o.receipt.lang))];
  const rows = langs.map((lang) =>
    languageRow(
      lang,
      outcomes.filter((o) => o.receipt.lang === lang),
      rssOf(lang),
      largestOf(lang),
    ),
  );
  const others = outcomes.filter((o) => o.receipt.lang !== "en");
  if (others.length > 0 && others.length < outcomes.length) rows.push(languageRow("all but en", others, null));
  rows.push(languageRow("all", outcomes, null));
  return rows;
};
