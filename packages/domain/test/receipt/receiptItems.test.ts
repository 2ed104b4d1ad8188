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
    ["T0TAL", "total"],
    ["5UBT0TAL", "subtotal"],
    ["Cashew nuts", "item"],
    ["Taxi fare", "item"],
    ["Gift card", "item"],
    ["SUMME", "total"],
    ["Zu zahlen", "total"],
    ["MONTANT TTC", "total"],
    ["IMPORTE TOTAL", "total"],
    ["TOTALE EURO", "total"],
    ["TOTAAL", "total"],
    ["JUMLAH", "total"],
    ["TOTALSALES (INCLUSIVE GST)", "total"],
    ["TOTAL SALES (EXCLUDING GST)", "subtotal"],
    ["Zwischensumme", "subtotal"],
    ["SOUS-TOTAL", "subtotal"],
    ["MwSt 7% enthalten", "tax"],
    ["TVA 20%", "tax"],
    ["IVA 21%", "tax"],
    ["BTW 9%", "tax"],
    ["SST 6%", "tax"],
    ["TOTAL GST", "tax"],
    ["Karte", "payment"],
    ["EC-Karte", "payment"],
    ["RÜCKGELD", "payment"],
    ["Rendu monnaie", "payment"],
    ["Efectivo", "payment"],
    ["Contanti", "payment"],
    ["Wisselgeld", "payment"],
    ["TUNAI", "payment"],
    ["BAKI", "payment"],
    ["PAYMENT", "payment"],
    ["TENDERED", "payment"],
    ["BALANCE", "payment"],
    ["ROUNDING ADJUSTMENT", "rounding"],
    ["Rounding Adj", "rounding"],
    ["SERVICE CHARGE 10%", "service"],
    ["Discount", "discount"],
    ["Rabatt", "discount"],
    ["Remise", "discount"],
    ["Sconto", "discount"],
    ["Korting", "discount"],
    ["TOTAL QTY", "info"],
    ["CASHIER", "item"],
    ["FAB PERFECT BAR", "item"],
    ["Safety pin", "item"],
    ["BAR", "payment"],
    ["PIN", "payment"],
    ["Change Due", "payment"],
    ["Due", "total"],
    ["Toiai Ami Rounded", "total"],
    ["AMT PAID INCL GST", "total"],
    ["TOTALEXCL.GST", "subtotal"],
    ["SubTatal", "subtotal"],
    ["RCUNDING ADJ", "rounding"],
    ["Serv Charge", "service"],
    ["Geg. Bar", "payment"],
    ["Kartenzahlung", "payment"],
    ["Pagamento elettronico", "payment"],
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

  it("records one transaction of the printed total when the items do not add up to it, and reports them", () => {
    const read = receiptItems(aParsedReceipt({ total: 12.5 }), usd);
    expect(read.items).toEqual([{ description: "Corner Grocery", amountMinor: 1250 }]);
    expect(read).toMatchObject({ printedTotalMinor: 1250, itemsTotalMinor: 1250 });
    expect(read.warnings).toEqual([
      {
        code: "TOTAL_MISMATCH",
        message:
          "The items read add up to 10.98 but the receipt total is 12.5; recorded the total as one transaction of 12.5. " +
          "Lines read: Milk 2L 3.49; Bread 2.99; Apples 1kg 4.5",
      },
    ]);
  });

  it("names the items alone and the lines as printed in TOTAL_MISMATCH, beside the total it recorded", () => {
    const parsed = aParsedReceipt({
      lines: [line("Meat and vege", 7.1), line("Add vegetable", 0.5), { ...line("GST 6%", 0.43), kind: "tax" }],
      total: 37.6,
    });
    const read = receiptItems(parsed, usd);
    expect(read).toMatchObject({ printedTotalMinor: 3760, itemsTotalMinor: 3760 });
    expect(read.items).toEqual([{ description: "Corner Grocery", amountMinor: 3760 }]);
    expect(read.warnings[0]?.message).toBe(
      "The items read add up to 7.6 (8.03 with the tax, discount, service and rounding lines) but the receipt total " +
        "is 37.6; recorded the total as one transaction of 37.6. Lines read: Meat and vege 7.1; Add vegetable 0.5; GST 6% 0.43",
    );
  });

  it("leaves a line it cannot read in the currency unread, and records the rest", () => {
    const jpy = parseCurrency("JPY");
    const parsed = aParsedReceipt({
      lines: [line("Ramen", 980), line("Weight 0.5", 0.5), line("Gyoza", 420)],
      total: 1400,
    });
    expect(amounts(parsed, jpy)).toEqual([
      ["Ramen", 980],
      ["Gyoza", 420],
    ]);
    const unreadTotal = receiptItems(aParsedReceipt({ lines: [line("Ramen", 980)], total: 9.8 }), jpy);
    expect(unreadTotal.warnings.map((w) => w.code)).toEqual(["NO_TOTAL"]);
    expect(unreadTotal.itemsTotalMinor).toBe(980);
  });

  it("never records more than the printed total, whatever the OCR took for items", () => {
    const misread = aParsedReceipt({
      lines: [line("Milk", 3.49), line("Bread", 2.99), line("Payment 50.00", 50), line("TAX", 0.5)],
      total: 7.0,
    });
    const read = receiptItems(misread, usd);
    expect(read.itemsTotalMinor).toBe(700);
    expect(read.items).toEqual([{ description: "Corner Grocery", amountMinor: 700 }]);
    expect(read.warnings.map((w) => w.code)).toEqual(["TOTAL_MISMATCH"]);
  });

  it("reads the German receipt right: MwSt enthalten is not added, the card line is not an item", () => {
    const german = aParsedReceipt({
      merchant: "Bäckerei",
      currency: "EUR",
      lines: [
        line("Brot", 4.2),
        line("Kuchen", 6.6),
        { description: "MwSt 7% enthalten", amount: 0.71, kind: "tax", taxIncluded: true },
        line("Karte", 10.8),
      ],
      total: 10.8,
    });
    const read = receiptItems(german, parseCurrency("EUR"));
    expect(read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Brot", 420],
      ["Kuchen", 660],
    ]);
    expect(read).toMatchObject({ tax: "included", itemsTotalMinor: 1080, warnings: [] });
  });

  it("adds a tax line the reader called included when only adding it makes the total", () => {
    const parsed = aParsedReceipt({
      lines: [line("Tea", 10), { description: "GST 6% incl", amount: 0.6, kind: "tax", taxIncluded: true }],
      total: 10.6,
    });
    expect(receiptItems(parsed, usd)).toMatchObject({ tax: "added", itemsTotalMinor: 1060, warnings: [] });
  });

  it("records service charge, tax on top and a rounding adjustment as lines of their own", () => {
    const parsed = aParsedReceipt({
      lines: [
        line("Nasi lemak", 8),
        line("Teh tarik", 2),
        { description: "SERVICE CHARGE 10%", amount: 1, kind: "service" },
        { description: "SST 6%", amount: 0.66, kind: "tax" },
        { description: "ROUNDING ADJ", amount: -0.01, kind: "rounding" },
      ],
      total: 11.65,
    });
    const read = receiptItems(parsed, parseCurrency("MYR"));
    expect(read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Nasi lemak", 800],
      ["Teh tarik", 199],
      ["SST 6%", 66],
      ["SERVICE CHARGE 10%", 100],
    ]);
    expect(read).toMatchObject({ tax: "added", itemsTotalMinor: 1165, warnings: [] });
  });

  it("reads a rounding whose minus sign the OCR lost, and a positive rounding as an item", () => {
    const lost = aParsedReceipt({
      lines: [line("Bolt", 80.93), { description: "ROUNDING", amount: 0.03, kind: "rounding" }],
      total: 80.9,
    });
    expect(receiptItems(lost, usd).items).toEqual([{ description: "Bolt", amountMinor: 8090 }]);
    const up = aParsedReceipt({ lines: [line("Bolt", 80.98), line("Rounding adjustment", 0.02)], total: 81 });
    expect(receiptItems(up, usd).items.map((i) => i.amountMinor)).toEqual([8098, 2]);
  });

  it("takes a discount printed as a positive number off the items", () => {
    const parsed = aParsedReceipt({ lines: [line("Shoes", 100), line("DISCOUNT 10%", 10)], total: 90 });
    expect(amounts(parsed)).toEqual([["Shoes", 9000]]);
  });

  it("never takes a payment, change or count line for an item even when the adapter says item", () => {
    const parsed = aParsedReceipt({
      lines: [
        { description: "Soup", amount: 4, kind: "item" },
        { description: "CASH", amount: 10, kind: "item" },
        { description: "RÜCKGELD", amount: 6, kind: "item" },
        { description: "TOTAL QTY", amount: 1, kind: "item" },
      ],
      total: 4,
    });
    expect(amounts(parsed)).toEqual([["Soup", 400]]);
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

  it("shares a reduction no single item can carry over the items before it, in proportion", () => {
    const offer = aParsedReceipt({
      lines: [line("Soap", 3), line("Soap", 3), line("Soap", 3), line("Soap", 3), line("4 for 8 promo", -4)],
      total: 8,
    });
    const read = receiptItems(offer, usd);
    expect(read.warnings).toEqual([]);
    expect(read.items.map((i) => i.amountMinor)).toEqual([200, 200, 200, 200]);
    const deposit = aParsedReceipt({
      lines: [line("Design", 30), line("Banner", 70.01), line("DEPOSIT paid", -90)],
      total: 10.01,
    });
    const paid = receiptItems(deposit, usd);
    expect(paid.items.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(1001);
    expect(paid.items.every((i) => i.amountMinor > 0)).toBe(true);
    expect(paid.itemsTotalMinor).toBe(1001);
    const tooMuch = receiptItems(aParsedReceipt({ lines: [line("Tea", 1), line("Coupon", -5)], total: 1 }), usd);
    expect(tooMuch.warnings.map((w) => w.code)).toEqual(["DISCOUNT_IGNORED"]);
  });

  it("takes a negative tax line (goods returned on an adjustment note) off the items", () => {
    const parsed = aParsedReceipt({
      lines: [
        line("Bread", 6.39),
        line("Buns returned", -3.72),
        line("Corn rolls", 5.76),
        { description: "GST", amount: -0.07, kind: "tax" },
      ],
      total: 8.36,
    });
    const read = receiptItems(parsed, usd);
    expect(read.warnings).toEqual([]);
    expect(read.items.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(836);
    expect(read.items.every((i) => i.amountMinor > 0)).toBe(true);
    expect(read.tax).toBe("added");
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
