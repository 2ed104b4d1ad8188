import { describe, expect, it } from "vitest";
import { readReceiptText } from "../src";
import { receipt, record, recorded, recordedSum } from "./receipts";

describe("the paid total in seven languages", () => {
  it.each([
    ["en", ["Coffee  3.50", "Muffin  2.80", "TOTAL  6.30", "CASH  10.00", "CHANGE  3.70"], "EUR", 630],
    ["de", ["Brot  4,20", "Kuchen  6,60", "SUMME  EUR 10,80", "MwSt 7% enthalten  0,71", "Karte  10,80"], "EUR", 1080],
    ["fr", ["Baguette  1,20", "Fromage  8,50", "TVA 5,5% incluse  0,51", "MONTANT TTC  9,70", "CB  9,70"], "EUR", 970],
    [
      "es",
      ["Pan  1,10", "Leche  0,95", "IMPORTE TOTAL  2,05", "IVA 10% incluido  0,19", "EFECTIVO  5,00", "CAMBIO  2,95"],
      "EUR",
      205,
    ],
    ["it", ["Caffe  1,20", "Cornetto  1,30", "TOTALE EURO  2,50", "CONTANTI  5,00", "RESTO  2,50"], "EUR", 250],
    [
      "it, di cui IVA",
      [
        "Pizza  8,00",
        "Acqua  2,00",
        "TOTALE COMPLESSIVO  10,00",
        "di cui IVA 10%  0,91",
        "Pagamento elettronico  10,00",
      ],
      "EUR",
      1000,
    ],
    [
      "fr, dont TVA",
      ["Cafe  2,00", "Croissant  1,50", "TOTAL TTC  3,50", "dont TVA 10%  0,32", "Especes  5,00", "Rendu  1,50"],
      "EUR",
      350,
    ],
    ["de, Geg. Bar", ["Milch  1,19", "Butter  2,29", "SUMME  3,48", "Geg. Bar  5,00", "Rückgeld  1,52"], "EUR", 348],
    ["nl", ["Brood  2,49", "Kaas  5,99", "TOTAAL  8,48", "BTW 9%  0,70", "PIN  8,48"], "EUR", 848],
    ["ms", ["Nasi lemak  8.00", "Teh tarik  2.00", "JUMLAH  RM10.00", "TUNAI  RM20.00", "BAKI  RM10.00"], "MYR", 1000],
  ])("%s", (_language, rows, currency, total) => {
    const { parsed, read } = record(receipt("SHOP", ...rows), currency);
    expect(Math.round((parsed.total ?? 0) * 100)).toBe(total);
    expect(read.itemsTotalMinor).toBe(total);
    expect(read.warnings).toEqual([]);
    expect(read.items).toHaveLength(2);
  });
});

describe("the issue's receipts", () => {
  it("records 10.80 for the German receipt, not 33.11", () => {
    const text = receipt(
      "Baeckerei Schmidt",
      "14.03.2026  08:12",
      "Brezel  2x 0,90  1,80",
      "Roggenbrot  4,20",
      "Kaffee  4,80",
      "SUMME  EUR 10,80",
      "MwSt 7% enthalten  0,71",
      "Karte  10,80",
      "Gegeben Karte  10,80",
    );
    const { parsed, read } = record(text, "EUR");
    expect(parsed).toMatchObject({ currency: "EUR", date: "2026-03-14T08:12:00", total: 10.8 });
    expect(read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Brezel", 180],
      ["Roggenbrot", 420],
      ["Kaffee", 480],
    ]);
    expect(read).toMatchObject({ tax: "included", itemsTotalMinor: 1080 });
  });

  it("never books a Payment or CASH line as an item", () => {
    const text = receipt(
      "KEDAI ABC",
      "Mee goreng  6.50",
      "Air limau  2.00",
      "TOTAL  8.50",
      "Payment:  50.00",
      "CASH  50.00",
      "CHANGE  41.50",
    );
    expect(recorded(text)).toEqual([
      ["Mee goreng", 650],
      ["Air limau", 200],
    ]);
  });

  it("reads a Malaysian GST receipt with multi-column rows, rounding and a GST summary", () => {
    const text = receipt(
      "YONGFATT ENTERPRISE",
      "GST REG NO : 000123456789",
      "TAX INVOICE",
      "DATE : 25/12/2018   TIME : 14:05",
      "ITEM  QTY  PRICE  DISC  AMOUNT  TAX",
      "BOLT M8 X 30",
      "1234567  10  2.50  0.00  25.00  SR",
      "NUT M8",
      "7654321  1  55.93  0.00  55.93  SR",
      "TOTAL SALES (EXCLUDING GST) :  76.34",
      "TOTAL GST @6% :  4.59",
      "TOTAL AMOUNT :  80.93",
      "ROUNDING ADJUSTMENT :  -0.03",
      "TOTAL ROUNDED :  80.90",
      "CASH  100.00",
      "CHANGE  19.10",
      "GST SUMMARY  AMOUNT(RM)  TAX(RM)",
      "SR @ 6%  76.34  4.59",
    );
    const { parsed, read } = record(text);
    expect(parsed).toMatchObject({ merchant: "YONGFATT ENTERPRISE", date: "2018-12-25T14:05:00", total: 80.9 });
    expect(read.itemsTotalMinor).toBe(8090);
    expect(read.warnings).toEqual([]);
    expect(read.items.map((i) => i.amountMinor)).toEqual([2500, 5590]);
  });

  it("takes cash minus change as the total when no total row was read", () => {
    const text = receipt("CAFE", "Latte  4.50", "Bagel  3.00", "CASH  10.00", "CHANGE  2.50");
    expect(record(text).parsed.total).toBe(7.5);
    expect(recordedSum(text)).toBe(750);
  });

  it("prefers the total that the cash and change confirm over an earlier unrounded one", () => {
    const text = receipt(
      "SHOP",
      "Item A  40.47",
      "Item B  40.46",
      "TOTAL  80.93",
      "TOTAL  80.90",
      "CASH  81.00",
      "CHANGE  0.10",
    );
    expect(record(text).parsed.total).toBe(80.9);
  });

  it("ignores the TOTAL row of a tax summary table printed after the paid total", () => {
    const text = receipt("SHOP", "Widget  10.60", "TOTAL  10.60", "CASH  10.60", "GST SUMMARY", "TOTAL  10.00  0.60");
    expect(record(text).parsed.total).toBe(10.6);
  });

  it("records one transaction of the printed total when the items read do not reconcile", () => {
    const text = receipt("NOISY MART", "Thing  5.00", "Other  7.77", "TOTAL  9.90");
    const { read } = record(text);
    expect(read.items).toEqual([{ description: "NOISY MART", amountMinor: 990 }]);
    expect(read.warnings[0]?.code).toBe("TOTAL_MISMATCH");
  });

  it("adds tax printed on top as its own line and a service charge as its own line", () => {
    const text = receipt(
      "RESTORAN SEDAP",
      "Nasi ayam  12.00",
      "Teh o ais  3.00",
      "SUBTOTAL  15.00",
      "SERVICE CHARGE 10%  1.50",
      "SST 6%  0.99",
      "ROUNDING ADJ  0.01",
      "GRAND TOTAL  17.50",
    );
    expect(recorded(text)).toEqual([
      ["Nasi ayam", 1200],
      ["Teh o ais", 300],
      ["SST 6%", 99],
      ["SERVICE CHARGE 10%", 150],
      ["ROUNDING ADJ", 1],
    ]);
  });

  it("takes a discount row off the item before it", () => {
    const text = receipt("SHOP", "Shoes  100.00", "DISCOUNT 10%  -10.00", "Socks  5.00", "TOTAL  95.00");
    expect(recorded(text)).toEqual([
      ["Shoes", 9000],
      ["Socks", 500],
    ]);
  });

  it("records the items alone with NO_TOTAL when no total or payment is printed", () => {
    const { read } = record(receipt("STALL", "Kuih  1.50", "Kopi  2.00"));
    expect(read.itemsTotalMinor).toBe(350);
    expect(read.warnings.map((w) => w.code)).toEqual(["NO_TOTAL"]);
  });
});

describe("OCR garbles", () => {
  it.each([
    ["TOTALSALES (INCLUSIVE GST)  RM80.90", 80.9],
    ["T0TAL:  80.90", 80.9],
    ["TOTAL:80.90", 80.9],
    ["TOTAL RM 8O.9O", 80.9],
    ["TOTAL  80,90", 80.9],
    ["TOTAL  RM80.90", 80.9],
    ["TOTAL (RM)  80 .90", 80.9],
    ["Total Amount:  1,080.90", 1080.9],
  ])("%s is %s", (row, total) => {
    expect(readReceiptText(receipt("SHOP", "Item  1.00", row)).total).toBe(total);
  });

  it("restores a lost decimal point only when the payment confirms it", () => {
    expect(readReceiptText(receipt("SHOP", "TOTAL  8090", "CASH  100.00", "CHANGE  19.10")).total).toBe(80.9);
    expect(readReceiptText(receipt("SHOP", "Item  1.00", "TOTAL  8090")).total).toBeNull();
  });
});

describe("what real scans do to the money rows", () => {
  it("takes the rounded total a payment confirms, even with its label garbled", () => {
    const text = receipt(
      "SHOP",
      "PK7S  10  13.00  130.00  SR",
      "Subtotal:  130.00",
      "Total Incl.of GST  150.06",
      "Toiai Ami Rounded  130.00",
      "Payment :  130.00",
      "Change Due :  0.00",
    );
    expect(record(text).parsed.total).toBe(130);
  });

  it("reads cash printed with a stray minus, and a total the cash and change confirm", () => {
    const text = receipt(
      "BOOKS",
      "Pen  7.65",
      "File  6.99",
      "Total RM Incl. of GST  14.64",
      "Rounding Adj  0.01",
      "Total RM  14.65",
      "Cash  -50.00",
      "CHANGE  35.35",
    );
    expect(record(text).parsed.total).toBe(14.65);
    expect(recordedSum(text)).toBe(1465);
  });

  it("takes a total printed before a rounding adjustment of a lone '.02' plus that adjustment", () => {
    const text = receipt(
      "MART",
      "Oil  RM181.98",
      "Total Sales (Inclusive GST) RM 181.98",
      "Rounding Adjustment RM  .02",
      "Rounding RM 182.00",
      "CREDIT RM 182.00",
      "CHANGE RM  .00",
    );
    expect(record(text).parsed.total).toBe(182);
    expect(recordedSum(text)).toBe(18200);
  });

  it("reads AMOUNT PAID as the total, a tax flag glued to a marked price, and a rounding of '-.02'", () => {
    const text = receipt(
      "CO",
      "Mask  25.80",
      "Cleaner  RM86.10s",
      "AMTPAIDCLGST:RMI11.90",
      "PAIDBY:CC7185:RM111.90",
      "TOTAL  105.57  6.33",
    );
    expect(record(text).parsed.total).toBe(111.9);
    expect(recorded(text)).toEqual([
      ["Mask", 2580],
      ["Cleaner", 8610],
    ]);
    const rounding = receipt(
      "MART",
      "Soap  RM177.22",
      "Total Sales(Inclusive GST) RM 177.22",
      "Rounding Adjustment RM  -.02",
      "CREDIT RH 177.20",
    );
    expect(record(rounding).parsed.total).toBe(177.2);
  });

  it("never takes TOTAL EXCL. GST or CHANGE DUE for the total; a bare DUE is one", () => {
    const text = receipt(
      "SHOP",
      "Tile  2  14.90  29.80",
      "TOTALEXCL.GST  28.11",
      "ADD:GST@6%  1.69",
      "29.80",
      "CASH  50.00",
      "CHANGE  20.20",
    );
    expect(record(text).parsed.total).toBe(29.8);
    expect(readReceiptText(receipt("KIOSK", "Bun  19.20", "Due  19.20", "Pay  20.00", "Change Due  0.80")).total).toBe(
      19.2,
    );
  });
});

describe("item rows as tills print them", () => {
  it("takes the amount of an item row, not the unit-price row under it, with a lower-case tax flag", () => {
    const text = receipt(
      "99 SPEED MART",
      "261 HELANG MINYAK MASAK 5KG  RM48.70 z",
      "@2XRM24.35",
      "861 FAB PERFECT BAR  RM9.00 s",
      "10XRM.90",
      "Total Sales (Inclusive GST) RM 57.70",
      "CREDIT RM 57.70",
    );
    expect(recorded(text)).toEqual([
      ["261 HELANG MINYAK MASAK 5KG", 4870],
      ["861 FAB PERFECT BAR", 900],
    ]);
  });

  it("reads items in every section above the paid total, never a TIME row or a serv. charge as an item", () => {
    const text = receipt(
      "BAKERY",
      "Salesperson ATHIRAH  Time  16:32.00",
      "O.C.WHITE  2.13  2  4.26",
      "WHOLEMEAL  2.78  3  8.34",
      "Total 0% supplies:  12.60",
      "CR-CHOCLT  0.72  10  7.20",
      "GST:  0.43",
      "Serv Charge  0.77",
      "Total Payable:  21.00",
    );
    expect(recorded(text)).toEqual([
      ["O.C.WHITE", 426],
      ["WHOLEMEAL", 834],
      ["CR-CHOCLT", 720],
      ["GST", 43],
      ["Serv Charge", 77],
    ]);
  });
});

describe("currency", () => {
  it("reads a code or a one-currency symbol as the currency and shared marks as hints", () => {
    expect(readReceiptText(receipt("A", "Tea  2,50 €", "TOTAL  2,50 €"))).toMatchObject({ currency: "EUR" });
    expect(readReceiptText(receipt("A", "Tea  $2.50", "TOTAL  $2.50"))).toMatchObject({
      currency: null,
      currencyHints: ["$"],
    });
    expect(readReceiptText(receipt("A", "Tea  RM2.50", "TOTAL  RM2.50"))).toMatchObject({ currency: "MYR" });
    expect(readReceiptText(receipt("A", "Kaffe  25,00 kr", "TOTAL  25,00 kr"))).toMatchObject({
      currency: null,
      currencyHints: ["KR"],
    });
    expect(readReceiptText(receipt("A", "Ramen  ¥980", "TOTAL  ¥980"), {}).currency).toBeNull();
  });

  it("takes a mark on the TOTAL line, or two marks, to name a currency: one stray mark is a hint", () => {
    const stray = readReceiptText(receipt("KEDAI", "Roti  £3.50", "Teh  RM2.00", "TOTAL  RM5.50"));
    expect(stray.currency).toBe("MYR");
    expect(readReceiptText(receipt("SHOP", "Tea  2.50", "TOTAL  £2.50")).currency).toBe("GBP");
    expect(readReceiptText(receipt("SHOP", "Tea  £2.50", "Cake  £3.00", "TOTAL  5.50")).currency).toBe("GBP");
  });

  it("reads a $ ringgit receipt into an MYR wallet (a misread RM)", () => {
    const { parsed, read } = record(receipt("KEDAI", "Roti  $3.50", "TOTAL  $3.50"), "MYR");
    expect(parsed.currency).toBeNull();
    expect(read.itemsTotalMinor).toBe(350);
  });
});

describe("dates", () => {
  it.each([
    [["DATE: 02/01/2018"], "MYR", "2018-01-02"],
    [["DATE: 02/01/2018"], "USD", "2018-02-01"],
    [["Date 02/13/2018"], "MYR", "2018-02-13"],
    [["02/01/2018", "Ref 25/01/2018"], "USD", "2018-01-02"],
    [["14.03.2026"], "USD", "2026-03-14"],
    [["18-03-18"], "MYR", "2018-03-18"],
    [["14/JUN/2017"], "MYR", "2017-06-14"],
    [["10 MAR 2018"], "MYR", "2018-03-10"],
    [["(06/12/2016)"], "MYR", "2016-12-06"],
    [["14. März 2026"], "EUR", "2026-03-14"],
    [["14 mars 2026"], "EUR", "2026-03-14"],
    [["14 de marzo de 2026"], "EUR", "2026-03-14"],
    [["14 marzo 2026"], "EUR", "2026-03-14"],
    [["14 maart 2026"], "EUR", "2026-03-14"],
    [["14 Ogos 2026"], "MYR", "2026-08-14"],
    [["Dec 5, 2025"], "USD", "2025-12-05"],
    [["DATE: O2/O1/2O18"], "MYR", "2018-01-02"],
    [["ORD #50-REG#19-18/01/201810:27:03"], "MYR", "2018-01-18"],
    [["Date:  22/12/201714:03"], "MYR", "2017-12-22"],
    [["26/02/1808:281088609"], "MYR", "2018-02-26"],
    [["10Mar201818:24"], "MYR", "2018-03-10"],
    [["RECEIPT #:CS00633800 DATE: 250412017"], "MYR", "2017-04-25"],
    [["DATE: 25042017"], "MYR", "2017-04-25"],
    [["14AMay/201702:56:39"], "MYR", "2017-05-14"],
    [["RC11-23-42-12/144", "Date 15/03/2018"], "MYR", "2018-03-15"],
  ])("%s into %s is %s", (rows, currency, date) => {
    expect(record(receipt("SHOP", ...rows, "Item  1.00", "TOTAL  1.00"), currency).parsed.date?.slice(0, 10)).toBe(
      date,
    );
  });

  it("keeps the printed time of day, from the date row or a TIME row near it", () => {
    const at = (...rows: string[]) => readReceiptText(receipt("SHOP", ...rows, "TOTAL  1.00")).date;
    expect(at("25/12/2018 14:05:09")).toBe("2018-12-25T14:05:09");
    expect(at("DATE: 25/12/2018", "TIME: 2:05 PM")).toBe("2018-12-25T14:05:00");
    expect(at("Le 14/03/2026 a 14h30")).toBe("2026-03-14T14:30:00");
    expect(at("DATE: 25/12/2018")).toBe("2018-12-25");
    expect(at("18/01/201810:27:03")).toBe("2018-01-18T10:27:03");
  });
});
