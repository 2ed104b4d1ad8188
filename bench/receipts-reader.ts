/**
 * `pnpm bench:receipts:reader`: the receipt reader alone on both dev sets, on OCR boxes cached per
 * image, so rules for the reader can be measured in seconds instead of re-running OCR. An image
 * with no cached boxes is read once by the OCR engine (PaddleOCR by default) and its boxes written
 * to the cache; later runs read the cache. Each receipt goes through what the service does after
 * OCR: rows from boxes, the reader, the currency check against a wallet of the label's currency,
 * and the domain's item rule. Not a test: it asserts nothing.
 *
 *   pnpm bench:receipts:reader                       # cache in $TMPDIR/finance-receipts-ocr-cache/paddle
 *   pnpm bench:receipts:reader --cache DIR --verbose # DIR/<image>.json; print each failure's rows
 *   pnpm bench:receipts:reader --unreconciled        # also the receipts whose items do not reconcile
 *
 * The latency and RSS it prints are the reader's alone (the OCR time is in `pnpm bench:receipts`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCurrency, RECEIPT_TOTAL_DESCRIPTION, receiptItems } from "@finance/domain";
import { PaddleDetector } from "@finance/ocr-paddle";
import { type OcrBox, readReceipt, rowsFromBoxes } from "@finance/receipt-reader";
import {
  devSetDirs,
  type LabelledReceipt,
  labelledReceipts,
  languageRows,
  languageTable,
  type ReceiptOutcome,
} from "./src/receiptSets";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const cacheDir = resolve(flag("--cache") ?? join(tmpdir(), "finance-receipts-ocr-cache", "paddle"));
const verbose = args.includes("--verbose");
const unreconciled = args.includes("--unreconciled");

let detector: PaddleDetector | null = null;
const boxesOf = async (receipt: LabelledReceipt): Promise<OcrBox[]> => {
  const file = join(cacheDir, `${basename(receipt.name).replace(/\.\w+$/, "")}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as OcrBox[];
  detector ??= new PaddleDetector();
  const boxes = await detector.detect({
    bytes: new Uint8Array(readFileSync(receipt.path)),
    mimeType: receipt.mimeType,
  });
  writeFileSync(file, JSON.stringify(boxes));
  return boxes;
};

const judge = (receipt: LabelledReceipt, boxes: OcrBox[]): { outcome: ReceiptOutcome; detail: string } => {
  const wallet = parseCurrency(receipt.currency);
  const t0 = performance.now();
  const rows = rowsFromBoxes(boxes);
  const parsed = readReceipt(rows, { walletCurrency: wallet });
  let error: string | null = null;
  let sum: number | null = null;
  let reconciled = false;
  let warnings = "";
  if (parsed.currency !== null && parsed.currency !== receipt.currency) error = `CURRENCY_MISMATCH ${parsed.currency}`;
  else {
    try {
      const read = receiptItems(parsed, wallet);
      sum = read.items.reduce((s, i) => s + i.amountMinor, 0);
      warnings = read.warnings.map((w) => w.message).join(" | ");
      const oneLineTotal =
        read.items.length === 1 &&
        [parsed.merchant, RECEIPT_TOTAL_DESCRIPTION].includes(read.items[0]?.description ?? "") &&
        parsed.lines.filter((l) => l.kind === undefined || l.kind === "item").length !== 1;
      reconciled = read.warnings.every((w) => w.code === "DISCOUNT_IGNORED") && !oneLineTotal;
    } catch (caught) {
      error = (caught as { code?: string }).code ?? (caught as Error).message;
    }
  }
  const ms = performance.now() - t0;
  const totalRight = sum !== null && sum === receipt.totalMinor;
  const outcome: ReceiptOutcome = {
    receipt,
    error,
    totalRight,
    dateRight: receipt.date !== null && parsed.date?.slice(0, 10) === receipt.date,
    itemsReconcile: totalRight && reconciled,
    ms,
  };
  const detail =
    `${receipt.name}: total ${sum} want ${receipt.totalMinor} (printed ${parsed.total}), date ${parsed.date} want ${receipt.date}` +
    `${error ? `, error ${error}` : ""}${warnings ? `\n    warnings: ${warnings}` : ""}` +
    `\n    lines: ${parsed.lines.map((l) => `${l.description}=${l.amount}${l.kind && l.kind !== "item" ? `(${l.kind})` : ""}`).join("; ")}` +
    (verbose ? `\n${rows.map((r) => `    | ${r.text}`).join("\n")}` : "");
  return { outcome, detail };
};

const main = async () => {
  mkdirSync(cacheDir, { recursive: true });
  const receipts = labelledReceipts(devSetDirs(root));
  const outcomes: ReceiptOutcome[] = [];
  for (const receipt of receipts) {
    const { outcome, detail } = judge(receipt, await boxesOf(receipt));
    outcomes.push(outcome);
    const missed = !outcome.totalRight || (receipt.date !== null && !outcome.dateRight);
    if (missed || (unreconciled && !outcome.itemsReconcile)) console.log(detail);
  }
  await detector?.close();
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `\nThe reader alone on cached OCR boxes (${cacheDir}); latency is the reader's, peak RSS the bench process's.`,
  );
  console.log(languageTable(languageRows(outcomes, () => rss)));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
