/**
 * Scores the reader on OCR box dumps of labelled receipts: for each `<dumps>/<name>.json`
 * (`OcrBox[]`) with a label `<labels>/<name>.json` ({total, date} as printed), runs
 * rowsFromBoxes + readReceipt + the domain's receiptItems into a MYR wallet and checks that the
 * batch sums to the labelled total and the date is the labelled one.
 *
 *   pnpm --filter @finance/receipt-reader score [dumpsDir] [labelsDir] [--verbose]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCurrency, receiptItems } from "@finance/domain";
import { findDateInLine, type OcrBox, readReceipt, rowsFromBoxes } from "../src";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const verbose = process.argv.includes("--verbose");
const dumps = args[0] ?? "/work/wt/ocr-dumps/paddle";
const labels = args[1] ?? "/work/shared/receipts-dev";
const wallet = parseCurrency("MYR");

const labelTotal = (text: string): number | null => {
  const digits = text.replace(/[^\d.]/g, "");
  return /^\d+\.\d{2}$/.test(digits) ? Math.round(Number(digits) * 100) : null;
};

let totals = 0;
let totalsRight = 0;
let printedRight = 0;
let itemized = 0;
let dates = 0;
let datesRight = 0;
for (const file of readdirSync(dumps)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const label = JSON.parse(readFileSync(join(labels, file), "utf8")) as { total: string; date: string };
  const boxes = JSON.parse(readFileSync(join(dumps, file), "utf8")) as OcrBox[];
  const rows = rowsFromBoxes(boxes);
  const parsed = readReceipt(rows, { walletCurrency: wallet });
  let sum: number | null = null;
  let note = "";
  try {
    const read = receiptItems(parsed, wallet);
    sum = read.items.reduce((s, i) => s + i.amountMinor, 0);
    note = read.warnings.map((w) => w.code).join(",");
  } catch (error) {
    note = (error as Error).message;
  }
  const expectedTotal = labelTotal(label.total);
  const expectedDate = findDateInLine(label.date, { order: "day-first" });
  const problems: string[] = [];
  if (expectedTotal !== null) {
    totals += 1;
    if (sum === expectedTotal && !note.includes("TOTAL_MISMATCH")) itemized += 1;
    if (sum === expectedTotal) totalsRight += 1;
    else problems.push(`total ${sum} != ${expectedTotal} (printed ${parsed.total}; ${note})`);
    if (parsed.total !== null && Math.round(parsed.total * 100) === expectedTotal) printedRight += 1;
  }
  if (expectedDate !== null) {
    dates += 1;
    if (parsed.date?.slice(0, 10) === expectedDate) datesRight += 1;
    else problems.push(`date ${parsed.date} != ${expectedDate}`);
  }
  if (problems.length > 0) {
    console.log(`${file}: ${problems.join("; ")}`);
    if (verbose) for (const row of rows) console.log(`    | ${row.text}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
console.log(
  `totals ${totalsRight}/${totals} (${pct(totalsRight, totals)}; items reconciled on ${itemized}), printed total read ${printedRight}/${totals} (${pct(printedRight, totals)}), dates ${datesRight}/${dates} (${pct(datesRight, dates)})`,
);
