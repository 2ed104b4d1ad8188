import { parseCurrency } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { findDateInLine, isCurrencyCode, readAmount, readReceiptText, splitAmount } from "../src";
import { receipt, record } from "./receipts";

const vnd = parseCurrency("VND");
const eur = parseCurrency("EUR");

/**
 * Receipts written for these tests after the layouts shops print in each country (a supermarket,
 * a convenience store, a café): the paid total, the date, the items recorded, and what is never
 * money. None is a copy of a dev-set receipt.
 */
const layouts: [string, string[], string, number, string | null][] = [
  [
    "ja, 外税 supermarket with お預り / お釣り and a till number",
    [
      "スーパーみどり 中野店",
      "電話 03-5342-1187",
      "2024年 5月18日(土) 14:32  レジ0003",
      "責No 2245",
      "牛乳 1000ml  ¥218*",
      "食パン 6枚  ¥158*",
      "レジ袋 大  ¥5",
      "小計  ¥381",
      "(外8% 対象額  ¥376)",
      "外8%  ¥30",
      "(外10% 対象額  ¥5)",
      "外10%  ¥0",
      "合計  ¥411",
      "お預り  ¥1,000",
      "お釣り  ¥589",
      "お買上点数  3点",
    ],
    "JPY",
    411,
    "2024-05-18",
  ],
  [
    "ja, 令和 era date, 内税 and a 割引",
    [
      "ドラッグストア さくら",
      "令和6年7月2日 10:05",
      "ハンドソープ  ¥398",
      "割引 10%  -40",
      "歯ブラシ  ¥220",
      "合計  ¥578",
      "(内消費税等  ¥52)",
      "現金  ¥600",
      "釣銭  ¥22",
    ],
    "JPY",
    578,
    "2024-07-02",
  ],
  [
    "ko, card slip with phone, terminal and approval numbers",
    [
      "행복마트 역삼점",
      "전화 02-555-0134",
      "2025-03-11 19:42  POS 01 No 000217",
      "삼각김밥  1  1,500",
      "바나나우유  2  3,400",
      "봉투  1  100",
      "합계  5,000",
      "부가세  455",
      "받을금액  5,000",
      "신용카드  5,000",
      "카드번호  5365-12**-****-7781",
      "승인번호  30115562",
    ],
    "KRW",
    5000,
    "2025-03-11",
  ],
  [
    "zh, 合计 with 现金 and 找零",
    [
      "好又多便利店",
      "日期: 2024年03月09日 08:15",
      "收银员: 012",
      "矿泉水  2.50",
      "面包  6.80",
      "合计  9.30",
      "现金  20.00",
      "找零  10.70",
    ],
    "CNY",
    930,
    "2024-03-09",
  ],
  [
    "vi, diacritics dropped by OCR, dot thousands",
    [
      "CUA HANG TIEN LOI AN PHU",
      "DT: 028 3930 1122",
      "Ngay: 14/02/2024-09:31",
      "Banh mi  1  15.000  15.000",
      "Ca phe sua  2  25.000  50.000",
      "TONG TIEN:  65.000",
      "Tien khach dua:  100.000",
      "Tien thoi:  35.000",
    ],
    "VND",
    65000,
    "2024-02-14",
  ],
  [
    "vi, with diacritics and space thousands",
    [
      "Quán Cà Phê Sông Hàn",
      "Ngày: 03.06.2023",
      "Bạc xỉu  1  35 000",
      "Trà đào  1  40 000",
      "Tổng cộng:  75 000",
      "Tiền mặt:  100 000",
      "Tiền thối lại:  25 000",
    ],
    "VND",
    75000,
    "2023-06-03",
  ],
  [
    "id, Indonesian minimarket with PPN and Kembali",
    [
      "TOKO SEJAHTERA",
      "NPWP: 01.234.567.8-901.000",
      "Tgl. 21-08-2023 17:04  Kasir: 07",
      "Indomie Goreng  3 x 3.100  9.300",
      "Teh Botol  2 x 5.500  11.000",
      "Total Belanja  20.300",
      "Tunai  50.000",
      "Kembali  29.700",
    ],
    "IDR",
    2030000,
    "2023-08-21",
  ],
  [
    "ms, Malaysian Malay with Jumlah, Tunai and Baki",
    [
      "KEDAI RUNCIT SRI BAYU",
      "Tarikh: 05/09/2022",
      "Roti canai  RM 3.00",
      "Teh tarik  RM 2.50",
      "Jumlah  RM 5.50",
      "Tunai  RM 10.00",
      "Baki  RM 4.50",
    ],
    "MYR",
    550,
    "2022-09-05",
  ],
  [
    "fr, spaced thousands, TOT TTC, CB and Rendu",
    [
      "SUPERMARCHE DU PORT",
      "Le 12/04/2024 à 18:22  Caisse 04",
      "Téléviseur 55 pouces  1 099,00",
      "Sac cabas  0,15",
      "Remise fidélité  -10,00",
      "TOT TTC  1 089,15",
      "CB  1 089,15",
    ],
    "EUR",
    108915,
    "2024-04-12",
  ],
  [
    "es, spaced letters T O T A L and Entregado / Cambio",
    [
      "BAR EL RINCON",
      "Fecha: 07/11/2023 13:45",
      "2 x Caña  1,80  3,60",
      "Tortilla  4,50",
      "Descuento  -0,60",
      "T O T A L  7,50",
      "Entregado  10,00",
      "Cambio  2,50",
    ],
    "EUR",
    750,
    "2023-11-07",
  ],
  [
    "de, Pfand, Leergut and Rabatt, Gegeben / Rückgeld",
    [
      "Frischmarkt Huber",
      "Dat.31.08.2015  Zeit 17:55  Kasse 2",
      "Mineralwasser  0,49",
      "Pfand  0,25",
      "Butter  1,99",
      "Rabatt 10%  -0,20",
      "Leergut  -0,25",
      "Zwischensumme  2,28",
      "SUMME EUR  2,28",
      "Gegeben  5,00",
      "Rückgeld  2,72",
      "MwSt 7% enthalten  0,15",
    ],
    "EUR",
    228,
    "2015-08-31",
  ],
  [
    "it, Totale complessivo and Resto",
    [
      "PANIFICIO ROSSI",
      "Data 18-10-2022 ore 08:12",
      "Focaccia  3,50",
      "Cornetti  2 x 1,20  2,40",
      "Shopper  0,10",
      "TOTALE COMPLESSIVO  6,00",
      "di cui IVA  0,55",
      "Contanti  10,00",
      "Resto  4,00",
    ],
    "EUR",
    600,
    "2022-10-18",
  ],
  [
    "en, a card's expiry printed after the purchase date",
    [
      "CORNER DELI",
      "Date: 02/03/2024 12:10",
      "Sandwich  6.50",
      "Juice  3.00",
      "TOTAL  9.50",
      "VISA  9.50",
      "CARD NO ************4421",
      "EXP 31/05/26",
    ],
    "GBP",
    950,
    "2024-03-02",
  ],
];

describe("receipts from other countries", () => {
  it.each(layouts)("%s", (_name, rows, currency, total, date) => {
    const { parsed, read } = record(receipt(...rows), currency);
    expect(read.items.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(total);
    expect(read.warnings.filter((w) => w.code === "TOTAL_MISMATCH" || w.code === "NO_TOTAL")).toEqual([]);
    expect(read.items.length).toBeGreaterThan(1);
    expect(parsed.date?.slice(0, 10) ?? null).toBe(date);
  });

  it("records the items themselves: a discount off its item, a deposit and a bag as items", () => {
    const rows = (prefix: string) => layouts.find(([name]) => name.startsWith(prefix))?.[1] ?? [];
    expect(record(receipt(...rows("de,")), "EUR").read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Mineralwasser", 49],
      ["Pfand", 25],
      ["Butter", 154],
    ]);
    expect(record(receipt(...rows("fr,")), "EUR").read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Téléviseur 55 pouces", 108900],
      ["Sac cabas", 15],
    ]);
  });
});

describe("items that reconcile", () => {
  it("takes a quantity or weight row as the detail of the item above it, not an item", () => {
    const rows = receipt(
      "DISCOUNTER",
      "PILS 0,5L  0,70",
      "2 Stk x  0,35",
      "PFAND 0,25 EURO  0,50",
      "2 Stk x  0,25",
      "HACKFLEISCH  4,34",
      "0,482 kg x  9,00 EUR/kg",
      "SUMME  5,54",
    );
    expect(record(rows, "EUR").read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["PILS 0,5L", 70],
      ["PFAND 0,25 EURO", 50],
      ["HACKFLEISCH", 434],
    ]);
  });

  it("reads a tax-code letter glued to the price, and a price whose decimal point was lost when the total proves it", () => {
    const rows = receipt(
      "HARDWARE",
      "Nails 1kg  5.90SR",
      "Paint 1L  2120  SR",
      "Rope  12.40ZR",
      "TOTAL  39.50",
      "CASH  50.00",
    );
    expect(record(rows, "MYR").read.items.map((i) => [i.description, i.amountMinor])).toEqual([
      ["Nails 1kg", 590],
      ["Paint 1L", 2120],
      ["Rope", 1240],
    ]);
    const unproven = receipt("HARDWARE", "Nails 1kg  5.90SR", "Code  2120", "TOTAL  5.90");
    expect(record(unproven, "MYR").read.items).toEqual([{ description: "Nails 1kg", amountMinor: 590 }]);
  });

  it("takes an unlabelled row printing what the items above add up to as their subtotal", () => {
    const rows = receipt("コンビニ", "おにぎり  ¥150", "お茶  ¥130", "小十  ¥280", "外8%  ¥22", "合  ¥302");
    const { parsed, read } = record(rows, "JPY");
    expect(parsed.total).toBe(302);
    expect(read.items.map((i) => i.amountMinor)).toEqual([150, 130, 22]);
    expect(read.warnings).toEqual([]);
  });
});

describe("Japanese tax lines", () => {
  it("reads a rate alone as a tax line even when its % was lost (外8), never an item's tax class (外8 大根)", () => {
    const parsed = readReceiptText(receipt("スーパー", "外8 1004大根  ¥200", "小計  ¥200", "外8  ¥16", "合計  ¥216"), {
      walletCurrency: parseCurrency("JPY"),
    });
    expect(parsed.lines).toEqual([
      { description: "外8 1004大根", amount: 200 },
      { description: "外8", amount: 16, kind: "tax", taxIncluded: false },
    ]);
  });
});

describe("numbers that are not money", () => {
  it.each([
    ["a phone number and its till number", "041-735-0715  No 2873738"],
    ["a date and time run into a receipt number", "2026年6月3日(水)18:09#000124"],
    ["a masked card number", "카드번호  944003******7569"],
    ["a terminal id with a leading zero", "POS 1001  00203"],
    ["a tax id", "MST: 0301234567"],
    ["a time of day", "Tanggal: 16-07-2021 11:53:47"],
  ])("%s: %s", (_name, row) => {
    const { parsed } = record(receipt("SHOP", row, "合計  ¥500", "お預り  ¥1,000", "お釣り  ¥500"), "JPY");
    expect(parsed.lines).toEqual([]);
    expect(parsed.total).toBe(500);
  });
});

describe("amounts in every grouping convention", () => {
  it.each([
    ["1.234,56", 2, 1234.56],
    ["1,234.56", 2, 1234.56],
    ["1'234.56", 2, 1234.56],
    ["122.400", 0, 122400],
    ["174,600", 0, 174600],
    ["30,265.00", 0, 30265],
    ["1.695", 0, 1695],
  ] as const)("%s with %i decimals is %d", (digits, exponent, value) => {
    expect(readAmount(digits, exponent, false)).toBe(value);
  });

  it("refuses decimals a currency without minor units cannot have, and a weight on a comma-decimal receipt", () => {
    expect(readAmount("12.50", 0, true)).toBeNull();
    expect(readAmount("1,500", 2, true, ",")).toBeNull();
    expect(readAmount("1,500", 2, true, ".")).toBe(1500);
  });

  it("reads a space between groups of three on a total row, or in a currency without minor units", () => {
    expect(readReceiptText(receipt("CAFE", "Bánh  35 000", "Tổng cộng:  35 000"), { walletCurrency: vnd }).total).toBe(
      35000,
    );
    const fr = readReceiptText(receipt("MAGASIN", "Vélo  1 234,56", "TOTAL TTC  1 234,56"), { walletCurrency: eur });
    expect(fr.total).toBe(1234.56);
  });

  it("leaves a token it cannot read out of the items, never the whole receipt", () => {
    const { parsed, read } = record(receipt("QUAN AN", "Pho bo  45.000", "Nuoc  0.5", "Tong cong:  45.000"), "VND");
    expect(parsed.total).toBe(45000);
    expect(read.items).toEqual([{ description: "Pho bo", amountMinor: 45000 }]);
  });

  it("splits marks glued to Japanese prices: ¥, 円, tax-class flags", () => {
    expect(splitAmount("牛乳  198円", isCurrencyCode)).toMatchObject({ digits: "198", currencyMarks: ["円"] });
    expect(splitAmount("大根  ¥99外", isCurrencyCode)).toMatchObject({ digits: "99", currencyMarks: ["¥"] });
    expect(splitAmount("薄皮  178*", isCurrencyCode)).toMatchObject({ digits: "178" });
  });
});

describe("dates", () => {
  it("takes the order of an ambiguous date from the region of the language the client stated", () => {
    const rows = receipt("DINER", "03/04/2024", "Coffee  2.50", "TOTAL  2.50");
    const usd = parseCurrency("USD");
    expect(readReceiptText(rows, { walletCurrency: usd }).date).toBe("2024-03-04");
    expect(readReceiptText(rows, { walletCurrency: usd, language: "en-GB" }).date).toBe("2024-04-03");
    expect(readReceiptText(rows, { walletCurrency: eur, language: "en-US" }).date).toBe("2024-03-04");
    expect(readReceiptText(rows, { walletCurrency: eur, language: "en" }).date).toBe("2024-04-03");
  });

  it.each([
    ["2023年07月03日(月) 19:53", "2023-07-03"],
    ["令和6年5月1日", "2024-05-01"],
    ["令和元年10月1日", "2019-10-01"],
    ["平成30年12月31日", "2018-12-31"],
    ["2026년 01월 20일", "2026-01-20"],
    ["Dat.31.08.2015", "2015-08-31"],
    ["Ngày: 09/08/2020-20:46", "2020-08-09"],
    ["2026-01-2422:56 POS", "2026-01-24"],
  ])("%s", (line, date) => {
    expect(findDateInLine(line)).toBe(date);
  });
});

describe("the receipt's currency", () => {
  it.each([
    ["RM", ["Teh  RM2.50", "TOTAL  RM2.50"], "EUR", "MYR"],
    ["円", ["お茶  150円", "合計  150円"], "EUR", "JPY"],
    ["₩", ["커피  ₩4,500", "합계  ₩4,500"], "USD", "KRW"],
    ["đ", ["Cà phê  25.000đ", "Tổng cộng  25.000đ"], "EUR", "VND"],
    ["Rp", ["Kopi  Rp 18.000", "Total  Rp 18.000"], "EUR", "IDR"],
    ["元", ["咖啡  28元", "合计  28元"], "EUR", "CNY"],
    ["¥ in a EUR wallet", ["お茶  ¥150", "合計  ¥150"], "EUR", "JPY"],
  ])("%s names its currency", (_mark, rows, wallet, currency) => {
    const parsed = readReceiptText(receipt("SHOP", ...rows), { walletCurrency: parseCurrency(wallet) });
    expect(parsed.currency).toBe(currency);
  });

  it.each([
    ["$ follows the wallet", ["Tea  $2.50", "TOTAL  $2.50"], "MYR", "$"],
    ["¥ follows a yen wallet", ["お茶  ¥150", "合計  ¥150"], "JPY", "¥"],
    ["¥ follows a yuan wallet", ["咖啡  ¥28", "合计  ¥28"], "CNY", "¥"],
    ["kr follows a crown wallet", ["Kaffe  25,00 kr", "TOTAL  25,00 kr"], "SEK", "KR"],
  ])("%s", (_name, rows, wallet, hint) => {
    const parsed = readReceiptText(receipt("SHOP", ...rows), { walletCurrency: parseCurrency(wallet) });
    expect(parsed).toMatchObject({ currency: null, currencyHints: [hint] });
  });
});
