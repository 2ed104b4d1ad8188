import { parseCurrency, receiptItems } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { type OcrBox, readReceipt, rowsFromBoxes } from "../src";
import b009 from "./fixtures/sroie-009.boxes.json";
import l009 from "./fixtures/sroie-009.label.json";
import b021 from "./fixtures/sroie-021.boxes.json";
import l021 from "./fixtures/sroie-021.label.json";
import b027 from "./fixtures/sroie-027.boxes.json";
import l027 from "./fixtures/sroie-027.label.json";
import b045 from "./fixtures/sroie-045.boxes.json";
import l045 from "./fixtures/sroie-045.label.json";
import b063 from "./fixtures/sroie-063.boxes.json";
import l063 from "./fixtures/sroie-063.label.json";
import b111 from "./fixtures/sroie-111.boxes.json";
import l111 from "./fixtures/sroie-111.label.json";
import b153 from "./fixtures/sroie-153.boxes.json";
import l153 from "./fixtures/sroie-153.label.json";
import b267 from "./fixtures/sroie-267.boxes.json";
import l267 from "./fixtures/sroie-267.label.json";

/**
 * Real scans of Malaysian shop receipts (SROIE), as PaddleOCR found their text boxes, with the
 * labels people wrote (total paid, date as printed): the batch recorded into an MYR wallet sums
 * to the total, and the date is the printed one.
 */
const receipts: [string, OcrBox[], { total: string; date: string }, string][] = [
  ["McDonald's, date run into the time", b009, l009, "2018-01-18"],
  ["stationery, GST added and rounding", b021, l021, "2018-01-18"],
  ["MR DIY, item names above their numbers", b027, l027, "2018-03-14"],
  ["rice shop, amounts printed with a $-like glyph", b045, l045, "2018-03-27"],
  ["petrol station, card payment", b063, l063, "2018-02-26"],
  ["hardware, ten multi-column rows, names below their numbers", b111, l111, "2017-12-28"],
  ["bookshop, total before rounding, cash and change", b153, l153, "2018-02-06"],
  ["99 Speedmart, rounded total on a Rounding row, card", b267, l267, "2017-11-22"],
];

const myr = parseCurrency("MYR");
const minor = (label: string) => Math.round(Number(label.replace(/[^\d.]/g, "")) * 100);

describe("real scanned receipts (PaddleOCR boxes)", () => {
  it.each(receipts)("%s", (_name, boxes, label, date) => {
    const parsed = readReceipt(rowsFromBoxes(boxes), { walletCurrency: myr });
    const read = receiptItems(parsed, myr);
    expect(read.items.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(minor(label.total));
    expect(parsed.date?.slice(0, 10)).toBe(date);
    expect([null, "MYR"]).toContain(parsed.currency);
  });

  it("records the items themselves when they reconcile with the total", () => {
    const parsed = readReceipt(rowsFromBoxes(b111), { walletCurrency: myr });
    const read = receiptItems(parsed, myr);
    expect(read.warnings).toEqual([]);
    expect(read.items).toHaveLength(10);
    expect(read.items[0]).toEqual({ description: "NAIL(PER/PACK)-RM2", amountMinor: 424 });
    expect(parsed.date).toBe("2017-12-28T11:57:00");
  });
});
