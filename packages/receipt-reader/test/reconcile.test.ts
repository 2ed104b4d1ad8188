import { describe, expect, it } from "vitest";
import { readReceiptText } from "../src";
import { receipt, record, recorded } from "./receipts";

/**
 * Rules that let the items of a receipt add up to its total, each on rows written for the test
 * after the layouts tills print (none copies a dev-set receipt): what was bought is recorded item
 * by item, with no TOTAL_MISMATCH, and `itemsTotal` is the printed total.
 */
const reconciles = (text: string, currency = "MYR") => {
  const { read } = record(text, currency);
  expect(read.warnings).toEqual([]);
  expect(read.items.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(read.itemsTotalMinor);
  expect(read.itemsTotalMinor).toBe(read.printedTotalMinor);
  return read.items.map((item) => [item.description, item.amountMinor]);
};

describe("tax flags and tax classes after the price", () => {
  it("peels SR*, (S), a glued -V after a minus, and a tax class 0", () => {
    expect(
      reconciles(
        receipt(
          "HARDWARE CENTRE",
          "Description  Qty  Price  Amount",
          "07731120  2 4.10  8.20 SR*",
          "Garden hose 10m",
          "Plant pot (M)  1  12.50(S)",
          "Total Inclusive GST:  20.70",
          "Cash  50.00",
        ),
      ),
    ).toEqual([
      ["Garden hose 10m", 820],
      ["Plant pot (M)", 1250],
    ]);
    expect(
      reconciles(
        receipt(
          "MOBELHAUS",
          "Artikel 40211873  11020",
          "LAMPENSCHIRM 30cm  12,99  0",
          "Artikel 70552109  21004",
          "KERZEN 6er  4,50  0",
          "Summe  17,49",
          "EC LASTSCHRIFT  17,49 EUR",
        ),
        "EUR",
      ),
    ).toEqual([
      ["LAMPENSCHIRM 30cm", 1299],
      ["KERZEN 6er", 450],
    ]);
  });

  it("takes a deposit voucher printed '0,25-A' as money off", () => {
    expect(
      reconciles(
        receipt(
          "SUPERMARKT",
          "LEERGUT PFANDBON 7731  1,50-A",
          "MILCH 1L  1,19 A",
          "BROT  2,49 A",
          "SUMME  EUR  2,18",
          "Bar  EUR  5,00",
          "Rückgeld  EUR  2,82",
        ),
        "EUR",
      ),
    ).toEqual([
      ["MILCH 1L", 119],
      ["BROT", 99],
    ]);
  });

  it("reads a flag the OCR turned into 1 or into a third decimal where the receipt proves the flag", () => {
    expect(
      reconciles(
        receipt(
          "CAKE HOUSE",
          "Qty Descriptions  Amount",
          "BLACK FOREST CAKE  42.00 1",
          "CURRY PUFF  2.60 T",
          "KAYA ROLL  3.40 T",
          "TOTAL  48.00",
          "CASH  50.00",
          "CHANGE  2.00",
        ),
      ),
    ).toEqual([
      ["BLACK FOREST CAKE", 4200],
      ["CURRY PUFF", 260],
      ["KAYA ROLL", 340],
    ]);
    expect(
      reconciles(
        receipt(
          "PHARMACY",
          "HAND CREAM 50ML  7.50S",
          "LIP BALM  4.20S",
          "COTTON PADS  3.108",
          "TOTAL(GST INCL)  14.80",
          "CASH  14.80",
        ),
      ),
    ).toEqual([
      ["HAND CREAM 50ML", 750],
      ["LIP BALM", 420],
      ["COTTON PADS", 310],
    ]);
  });

  it("keeps a price then a quantity as they are when the receipt prints no letter flags", () => {
    const text = receipt(
      "NOODLE BAR",
      "Item  Qty  Total",
      "Fried noodle  $4.50",
      "$4.50  1",
      "Iced tea  $1.70",
      "$1.70  1",
      "Total Amount:  $6.20",
      "CASH  $6.20",
    );
    expect(recordedSumOf(text)).toBe(620);
  });
});

const recordedSumOf = (text: string) => recorded(text).reduce((sum, [, amount]) => sum + (amount as number), 0);

describe("marks and points the OCR misread, put back where the receipt proves them", () => {
  it("reads RN and RH before prices as RM on a ringgit receipt, unit-price rows too", () => {
    expect(
      reconciles(
        receipt(
          "MINI MART",
          "112 COOKING OIL 2KG  RM17.80 z",
          "@2XRH8.90",
          "305 DISH SOAP 900ML  RN6.50 s",
          "Total Sales (Inclusive GST) RM 24.30",
          "CREDIT RM 24.30",
        ),
      ),
    ).toEqual([
      ["112 COOKING OIL 2KG", 1780],
      ["305 DISH SOAP 900ML", 650],
    ]);
  });

  it("reads a flag glyph after a marked price as a flag ('RM7.49≤')", () => {
    expect(recorded(receipt("MINI MART", "210 BISCUITS  RM7.49≤", "Total Sales RM 7.49", "CREDIT RM 7.49"))).toEqual([
      ["210 BISCUITS", 749],
    ]);
  });

  it("puts back the point a tax or rounding row lost: 'GST 138' is 1.38, 'Rounding -001' is -0.01", () => {
    expect(
      reconciles(
        receipt(
          "SUSHI BAR",
          "GST ID: 0012 3344 5566",
          "1 SALMON DON  21.90",
          "1 GREEN TEA  2.00",
          "Serv Charge 10%  2.39",
          "GST @ 6%  158",
          "Rounding Adj :  003",
          "TOTAL :  RM 27.90",
          "CASH  30.00",
        ),
      ),
    ).toEqual([
      ["1 SALMON DON", 2190],
      ["1 GREEN TEA", 200],
      ["GST @ 6%", 158],
      ["Serv Charge 10%", 239],
      ["Rounding Adj", 3],
    ]);
    expect(
      reconciles(
        receipt(
          "TRADING CO",
          "Item  Qty  S/Price  Amount  Tax",
          "A1182  1  60.51  60.51 SR",
          "Total Sales (Excluding GST)  60.51",
          "Rounding  -001",
          "Total Sales (Inclusive of GST):  60.50",
          "CASH:  100.00",
          "Change:  39.50",
        ),
      ),
    ).toEqual([["A1182", 6050]]);
  });

  it("reads a header the OCR misspelt as a header, and a price that lost its point under it", () => {
    expect(
      reconciles(
        receipt(
          "CASH & CARRY",
          "tem  QLy S/Price Anount. Tax",
          "9551234500011  1  1590  1590 SR",
          "PALM OIL 1KG",
          "Total Qty  1  15.90",
          "Total GST  090",
          "Total Sales  15.90",
          "CASH :  20.00",
          "Change :  4.10",
        ),
      ),
    ).toEqual([["PALM OIL 1KG", 1590]]);
  });

  it("splits a quantity, unit price and amount run together when the product proves it", () => {
    expect(
      reconciles(
        receipt(
          "DIY STORE",
          "SANDING PAPER 120",
          "WB01 - 24/240  3 X4.6013.80",
          "PAINT BRUSH 2IN",
          "WB02 - 12/144  1 X 9.90 9.90",
          "Total Incl. GST@6%  RM 23.70",
          "CASH  RM 30.00",
          "CHANGE  RM 6.30",
        ),
      ),
    ).toHaveLength(2);
    expect(readReceiptText(receipt("A", "WB01  3 X4.6013.80", "TOTAL 13.80")).lines[0]?.amount).toBe(13.8);
  });

  it("never reads a price after a month-like word as a date ('SET 19.90')", () => {
    const parsed = readReceiptText(
      receipt("Date: 07/05/2018", "1 LUNCH SET  19.90", "1 ICED TEA  1.00", "TOTAL  20.90", "CASH  20.90"),
    );
    expect(parsed.date).toBe("2018-05-07");
    expect(parsed.lines.map((l) => l.amount)).toEqual([19.9, 1]);
  });
});

describe("the total that the receipt proves, below the items", () => {
  it("keeps an item row that prints the same amount as the unlabelled total under it", () => {
    expect(
      reconciles(
        receipt(
          "TOY SHOP",
          "Item/Desc.  Qty Price  Amt.",
          "PUZZLE 500PCS  SR",
          "0418822  2  12.40  24.80",
          "Total Qty 2",
          "TOTAL EXCL.GST  23.40",
          "ADD:GST@6%  1.40",
          "24.80",
          "CASH  30.00",
          "CHANGE  5.20",
        ),
      ),
    ).toEqual([["PUZZLE 500PCS SR", 2480]]);
  });
});

describe("multi-buy offers, returns and deposits taken off several items", () => {
  it("shares an offer bigger than any one item over the items before it", () => {
    expect(
      reconciles(
        receipt(
          "HEALTH & BEAUTY",
          "SHAMPOO 400ML  4.50S",
          "SHAMPOO 400ML  4.50S",
          "SHAMPOO 400ML  4.50S",
          "SHAMPOO 400ML  4.50S",
          "4 FOR 10.00 PROMO  8.00-",
          "SUBTOTAL  10.00",
          "TOTAL(GST INCL)  10.00",
          "CASH  10.00",
        ),
      ),
    ).toEqual([
      ["SHAMPOO 400ML", 250],
      ["SHAMPOO 400ML", 250],
      ["SHAMPOO 400ML", 250],
      ["SHAMPOO 400ML", 250],
    ]);
  });

  it("takes goods returned and the tax on them off an adjustment note", () => {
    expect(
      reconciles(
        receipt(
          "BAKERIES SDN BHD",
          "Description  U.P  Iss  Ret  Sale  Amt(RM)",
          "WHITE LOAF  2.50  6  2  4  10.00",
          "Total 0% supplies:  10.00",
          "CREAM ROLL  0.80  0  5  -5  -4.00",
          "CHOC ROLL  0.80  10  0  10  8.00",
          "Total 6% supplies (excl. GST):  4.00",
          "GST:  0.24",
          "BUN KAYA  0.90  0  3  -3  -2.70",
          "Total Payable:  11.54",
        ),
      ).reduce((sum, [, amount]) => sum + (amount as number), 0),
    ).toBe(1154);
    const { read } = record(
      receipt(
        "BAKERIES SDN BHD",
        "WHITE LOAF  2.50  4  10.00",
        "CREAM ROLL  0.80  12  9.60",
        "CHOC ROLL  0.80  -15  -12.00",
        "GST:  -0.14",
        "Total Payable:  7.46",
      ),
    );
    expect(read.warnings).toEqual([]);
    expect(read.items.every((item) => item.amountMinor > 0)).toBe(true);
    expect(read.items.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(746);
  });
});

describe("Japanese and Vietnamese slips", () => {
  it("reads 半 before a price as ¥, and % or X after a price as the * tax mark, on receipts that prove them", () => {
    expect(
      reconciles(
        receipt(
          "スーパーさくら",
          "2026年 4月 2日(木) 17:05",
          "牛乳 1000ml  218*",
          "食パン  158*",
          "バナナ  半198*",
          "りんご 100%  128%",
          "ヨーグルト  98X",
          "小 計  ¥800",
          "外税8%  ¥64",
          "合 計  ¥864",
          "お預り  ¥1,000",
          "お釣り  ¥136",
        ),
        "JPY",
      ),
    ).toEqual([
      ["牛乳 1000ml", 218],
      ["食パン", 158],
      ["バナナ", 198],
      ["りんご", 128],
      ["ヨーグルト", 98],
      ["外税8%", 64],
    ]);
  });

  it("reads letter-spaced CJK labels ('合 計', '합 계') as the words", () => {
    const { parsed } = record(receipt("카페", "아메리카노  1  4,500", "합 계  4,500", "받은금액  5,000"), "KRW");
    expect(parsed.total).toBe(4500);
    expect(record(receipt("喫茶", "コーヒー  450", "合 計  ¥450", "現 金  ¥500"), "JPY").parsed.total).toBe(450);
  });

  it("joins '35 000' on an item row of dong, and reads a total before a smudge ('84,500 OG')", () => {
    expect(
      reconciles(
        receipt(
          "CA PHE SUA",
          "TT  Ten mon  SL  D.Gia  T.Tien",
          "1 BAC XIU  1,00  29000  29 000",
          "Tien Thanh Toan :  29000",
          "Khach dua:  50000",
          "Tien thua:  21000",
        ),
        "VND",
      ),
    ).toEqual([["1 BAC XIU", 29000]]);
    expect(
      reconciles(
        receipt(
          "MINIMART",
          "Ten hang  SL DVT  Don gia Thanh tien",
          "Mi goi  4  GOI  3,000  12,000",
          "Sua tuoi  2  HOP  8,500  17,000",
          "Tong cong:  o 29,000 OG",
          "Tien khach tra  50,000",
        ),
        "VND",
      ),
    ).toHaveLength(2);
  });
});
