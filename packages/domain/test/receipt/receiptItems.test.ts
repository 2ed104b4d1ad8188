import { describe, expect, it } from "vitest";
import { classifyReceiptLine, parseCurrency, receiptItems } from "../../src";
import { failure } from "../mothers";
import { aParsedReceipt, line, taxIncluded, taxOnTop } from "./receiptMothers";

const usd = parseCurrency("USD");
const amounts = (parsed = aParsedReceipt(), currency = usd) =>
  receiptItems(parsed, currency).items.map((i) => [i.description, i.amountMinor]);

describe("receipt line kinds", () => {
  it.each([
    ["SUBTOTAL", "subtotal"],
    ["Sub-Total", "subtotal"],
    ["TOTAL", "total"],
    ["T0TAL", "total"],
    ["GRAND TOTAL", "total"],
    ["Amount due", "total"],
    ["TOTAL INCL. VAT", "total"],
    ["TOTAL TAX", "tax"],
    ["TAX 8%", "tax"],
    ["VAT 20% incl.", "tax"],
    ["CHANGE", "payment"],
    ["CASH", "payment"],
    ["Cash tendered", "payment"],
    ["VISA **** 1234", "payment"],
    ["MASTERCARD", "payment"],
    ["CARD", "payment"],
    ["Debit card", "payment"],
    ["You saved", "info"],
    ["Cashew nuts", "item"],
    ["Taxi fare", "item"],
    ["Gift card", "item"],
    ["Milk 2L", "item"],
  ])("%s is %s", (description, kind) => {
    expect(classifyReceiptLine(description)).toBe(kind);
  });
});

describe("the receipt item rule", () => {
  it("records every item line of a receipt that adds up, in minor units", () => {
    const read = receiptItems(aParsedReceipt(), usd);
    expect(amounts()).toEqual([
      ["Milk 2L", 349],
      ["Bread", 299],
      ["Apples 1kg", 450],
    ]);
    expect(read).toMatchObject({ printedTotalMinor: 1098, itemsTotalMinor: 1098, tax: "none", warnings: [] });
  });

  it("makes a tax line an item when it is added on top of the items", () => {
    const read = receiptItems(taxOnTop(), usd);
    expect(read.items.at(-1)).toEqual({ description: "TAX 8%", amountMinor: 88 });
    expect(read).toMatchObject({ tax: "added", itemsTotalMinor: 1186, printedTotalMinor: 1186, warnings: [] });
  });

  it("leaves a tax line out when the items alone make the total", () => {
    const read = receiptItems(taxIncluded(), usd);
    expect(read.items.map((i) => i.description)).toEqual(["Milk 2L", "Bread", "Apples 1kg"]);
    expect(read).toMatchObject({ tax: "included", itemsTotalMinor: 1098, warnings: [] });
  });

  it("is not fooled by subtotal, total, payment and change lines", () => {
    const parsed = aParsedReceipt({
      lines: [
        line("Coffee", 2.5),
        line("Cashew nuts", 4),
        line("SUBTOTAL", 6.5),
        line("TOTAL", 6.5),
        line("CASH", 10),
        line("CHANGE", 3.5),
        line("VISA **** 1234", 6.5),
      ],
      total: 6.5,
    });
    expect(amounts(parsed)).toEqual([
      ["Coffee", 250],
      ["Cashew nuts", 400],
    ]);
  });

  it("sums exactly: 0.1 + 0.2 is 0.3", () => {
    const read = receiptItems(aParsedReceipt({ lines: [line("A", 0.1), line("B", 0.2)], total: 0.3 }), usd);
    expect(read).toMatchObject({ itemsTotalMinor: 30, warnings: [] });
  });

  it("creates one item for the total when no item line was read", () => {
    const parsed = aParsedReceipt({ lines: [line("SUBTOTAL", 9), line("TOTAL", 9.5)], total: null });
    expect(amounts(parsed)).toEqual([["Corner Grocery", 950]]);
    expect(amounts(aParsedReceipt({ merchant: null, lines: [], total: 9.5 }))).toEqual([["Receipt total", 950]]);
  });

  it("fails with OCR_PARSE_FAILED when no amount is found", async () => {
    const error = await failure(() => receiptItems(aParsedReceipt({ lines: [line("CASH", 20)], total: null }), usd));
    expect(error.code).toBe("OCR_PARSE_FAILED");
  });

  it("reports a total that disagrees with the items and records the items as read", () => {
    const read = receiptItems(aParsedReceipt({ total: 12.5 }), usd);
    expect(read.itemsTotalMinor).toBe(1098);
    expect(read.printedTotalMinor).toBe(1250);
    expect(read.warnings).toEqual([
      { code: "TOTAL_MISMATCH", message: "Items add up to 10.98 but the receipt total is 12.5" },
    ]);
  });

  it("keeps the tax reading closer to a total that does not add up, and reports it", () => {
    const misread = aParsedReceipt({ lines: [line("Milk", 3.49), line("Bread", 2.99), line("TAX", 0.5)], total: 7.0 });
    const read = receiptItems(misread, usd);
    expect(read.tax).toBe("added");
    expect(read.warnings.map((w) => w.code)).toEqual(["TOTAL_MISMATCH"]);
  });

  it("without a total, adds tax lines unless they say the tax is included, and says no total was read", () => {
    const added = receiptItems(aParsedReceipt({ lines: [line("Milk", 3), line("TAX", 0.24)], total: null }), usd);
    expect(added).toMatchObject({ tax: "added", itemsTotalMinor: 324, printedTotalMinor: null });
    expect(added.warnings.map((w) => w.code)).toEqual(["NO_TOTAL"]);
    const included = receiptItems(
      aParsedReceipt({ lines: [line("Milk", 3), line("VAT incl.", 0.5)], total: null }),
      usd,
    );
    expect(included).toMatchObject({ tax: "included", itemsTotalMinor: 300 });
  });

  it("uses a TOTAL line when the total field is empty", () => {
    const parsed = aParsedReceipt({ lines: [line("Tea", 2), line("TOTAL", 2)], total: null });
    expect(receiptItems(parsed, usd)).toMatchObject({ printedTotalMinor: 200, warnings: [] });
  });

  it("takes a discount off the item before it", () => {
    const parsed = aParsedReceipt({ lines: [line("Cheese", 5), line("Coupon", -1.5), line("Wine", 9)], total: 12.5 });
    expect(amounts(parsed)).toEqual([
      ["Cheese", 350],
      ["Wine", 900],
    ]);
    const orphan = receiptItems(aParsedReceipt({ lines: [line("Coupon", -1), line("Tea", 2)], total: 2 }), usd);
    expect(orphan.warnings.map((w) => w.code)).toEqual(["DISCOUNT_IGNORED"]);
  });

  it("reads amounts in the wallet's currency: no decimals for JPY, three for KWD", async () => {
    const jpy = parseCurrency("JPY");
    expect(amounts(aParsedReceipt({ lines: [line("Ramen", 980)], total: 980 }), jpy)).toEqual([["Ramen", 980]]);
    const error = await failure(() => receiptItems(aParsedReceipt({ lines: [line("Ramen", 9.8)], total: 9.8 }), jpy));
    expect(error.code).toBe("OCR_PARSE_FAILED");
    const kwd = parseCurrency("KWD");
    expect(amounts(aParsedReceipt({ lines: [line("Dates", 1.25)], total: 1.25 }), kwd)).toEqual([["Dates", 1250]]);
  });
});
