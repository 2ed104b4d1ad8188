import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCurrency, receiptItems } from "@finance/domain";
import { type OcrBox, readReceipt, rowsFromBoxes } from "../src";

const dir = process.argv[2] ?? "/work/wt/ocr-dumps/paddle";
const only = process.argv[3];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  if (only && !f.includes(only)) continue;
  const rows = rowsFromBoxes(JSON.parse(readFileSync(join(dir, f), "utf8")) as OcrBox[]);
  const parsed = readReceipt(rows, { walletCurrency: parseCurrency("MYR") });
  let w = "";
  try {
    w = receiptItems(parsed, parseCurrency("MYR"))
      .warnings.map((x) => x.message)
      .join(" | ");
  } catch (e) {
    w = String(e);
  }
  if (!only && !w.includes("TOTAL_MISMATCH") && !w.includes("Items add up")) continue;
  console.log("==", f, w);
  for (const r of rows) console.log("   |", r.text);
}
