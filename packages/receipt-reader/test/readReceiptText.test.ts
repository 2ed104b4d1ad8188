import { describe, expect, it } from "vitest";
import { findDateInLine, isCurrencyCode, readReceiptText as parseReceiptText, readAmount, splitAmount } from "../src";

/** A receipt as OCR text: one string per printed line. */
const receipt = (...lines: string[]) => lines.join("\n");

describe("amounts at the end of a line", () => {
  const split = (line: string) => splitAmount(line, isCurrencyCode);

  it.each([
    ["Milk 2L                    $3.49", "Milk 2L", "3.49", ["$"], false],
    ["Croissant                 2,50 €", "Croissant", "2,50", ["€"], false],
    ["TOTAL EUR             1.254,70 €", "TOTAL", "1.254,70", ["€", "EUR"], false],
    ["Paperback novel £8.99", "Paperback novel", "8.99", ["£"], false],
    ["Gyoza ¥480", "Gyoza", "480", ["¥"], false],
    ["Wine 12.00 CHF", "Wine", "12.00", ["CHF"], false],
    ["Coupon -$1.00", "Coupon", "1.00", ["$"], true],
    ["Coupon $-1.00", "Coupon", "1.00", ["$"], true],
    ["Refund 2.00-", "Refund", "2.00", [], true],
    ["Milk 3.49 F", "Milk", "3.49", [], false],
    ["Subtotal: 20.74", "Subtotal", "20.74", [], false],
    ["Pen set £6.00", "Pen set", "6.00", ["£"], false],
    ["PEN 6.00", "PEN", "6.00", [], false],
    ["MILK TEA 3.50", "MILK TEA", "3.50", [], false],
  ])("%s", (line, description, digits, marks, negative) => {
    expect(split(line)).toEqual({ description, digits, currencyMarks: marks, negative });
  });

  it.each(["Date: 2026-03-14 10:32", "2026/03/14", "Store #1234", "Thank you!", "Tel 555-1234", "Apples"])(
    "finds no amount in %s",
    (line) => {
      const token = split(line);
      expect(token === null || readAmount(token.digits, 2, token.currencyMarks.length > 0) === null).toBe(true);
    },
  );
});

describe("reading printed digits", () => {
  it.each([
    ["3.49", 2, false, 3.49],
    ["2,50", 2, false, 2.5],
    ["1.249,00", 2, false, 1249],
    ["1,249.00", 2, false, 1249],
    ["1'234.50", 2, false, 1234.5],
    ["12,345,678.90", 2, false, 12345678.9],
    ["1,460", 0, false, 1460],
    ["980", 0, false, 980],
    ["10", 2, true, 10],
    ["1.250", 3, false, 1.25],
    ["1,250.500", 3, false, 1250.5],
    ["4.5", 2, false, 4.5],
    ["0.10", null, false, 0.1],
  ] as const)("%s (exponent %s, marked %s) is %s", (digits, exponent, marked, value) => {
    expect(readAmount(digits, exponent, marked)).toBe(value);
  });

  it.each([
    ["10", 2, false],
    ["1,234", 2, false],
    ["1.234.56", 2, false],
    ["12.3456", 2, false],
    ["1.234,5,6", 2, false],
    ["14.03.2026", null, false],
  ] as const)("%s (exponent %s) is not an amount", (digits, exponent, marked) => {
    expect(readAmount(digits, exponent, marked)).toBeNull();
  });
});

describe("receipt dates", () => {
  it.each([
    ["Date: 2026-03-14 10:32", "2026-03-14"],
    ["2026/03/14", "2026-03-14"],
    ["14/03/2026", "2026-03-14"],
    ["03/14/2026", "2026-03-14"],
    ["Datum: 14.03.2026", "2026-03-14"],
    ["14-03-26 12:00", "2026-03-14"],
    ["Mar 14 2026", "2026-03-14"],
    ["March 14, 2026", "2026-03-14"],
    ["14 Mar 2026", "2026-03-14"],
    ["14-Mar-2026", "2026-03-14"],
    ["Saturday 14th March 2026", "2026-03-14"],
  ])("%s is %s", (line, date) => {
    expect(findDateInLine(line)).toBe(date);
  });

  it("reads an ambiguous numeric date month first only on a USD receipt", () => {
    expect(findDateInLine("03/04/2026")).toBe("2026-04-03");
    expect(findDateInLine("03/04/2026", { currency: "USD" })).toBe("2026-03-04");
    expect(findDateInLine("03.04.2026", { currency: "USD" })).toBe("2026-04-03");
  });

  it.each(["2026-02-30", "31/31/2026", "Total 14.03", "1.254,70", "Milk 2L $3.49", "Tel 030-1234-5678"])(
    "finds no date in %s",
    (line) => {
      expect(findDateInLine(line)).toBeNull();
    },
  );
});

describe("parseReceiptText", () => {
  it("reads a clean receipt into items and a total, leaving out total and card lines; $ is only a hint", () => {
    const parsed = parseReceiptText(
      receipt(
        "CORNER GROCERY",
        "",
        "123 Main Street, Springfield",
        "Date: 2026-03-14 10:32",
        "--------------------------------",
        "Milk 2L                    $3.49",
        "Bread                      $2.99",
        "Apples 1kg                 $4.50",
        "TOTAL                     $10.98",
        "VISA **** 1234            $10.98",
        "Thank you!",
      ),
    );
    expect(parsed).toEqual({
      merchant: "CORNER GROCERY",
      date: "2026-03-14T10:32:00",
      currency: null,
      currencyHints: ["$"],
      lines: [
        { description: "Milk 2L", amount: 3.49 },
        { description: "Bread", amount: 2.99 },
        { description: "Apples 1kg", amount: 4.5 },
      ],
      total: 10.98,
    });
  });

  it("keeps tax lines and drops subtotal, cash and change", () => {
    const parsed = parseReceiptText(
      receipt(
        "HARDWARE DEPOT",
        "Date: 03/14/2026",
        "Hammer 12.99",
        "SUBTOTAL 12.99",
        "SALES TAX 8% 1.04",
        "TOTAL USD 14.03",
        "CASH 20.00",
        "CHANGE 5.97",
      ),
    );
    expect(parsed.lines).toEqual([
      { description: "Hammer", amount: 12.99 },
      { description: "SALES TAX 8%", amount: 1.04, kind: "tax", taxIncluded: false },
    ]);
    expect(parsed).toMatchObject({ currency: "USD", total: 14.03, date: "2026-03-14" });
  });

  it("reads comma decimals with dot thousands and the euro sign", () => {
    const parsed = parseReceiptText(
      receipt(
        "CAFE CENTRAL",
        "Datum: 14.03.2026",
        "Croissant 2,50 €",
        "Espresso machine 1.249,00 €",
        "TOTAL EUR 1.251,50 €",
        "MASTERCARD 1.251,50 €",
      ),
    );
    expect(parsed).toEqual({
      merchant: "CAFE CENTRAL",
      date: "2026-03-14",
      currency: "EUR",
      lines: [
        { description: "Croissant", amount: 2.5 },
        { description: "Espresso machine", amount: 1249 },
      ],
      total: 1251.5,
    });
  });

  it("reads whole amounts with thousands separators in a currency without decimals", () => {
    const parsed = parseReceiptText(
      receipt("TOKYO RAMEN", "2026/03/14", "Shoyu ramen ¥980", "Gyoza ¥480", "TOTAL JPY ¥1,460", "CASH ¥2,000"),
    );
    expect(parsed).toMatchObject({
      currency: "JPY",
      date: "2026-03-14",
      lines: [
        { description: "Shoyu ramen", amount: 980 },
        { description: "Gyoza", amount: 480 },
      ],
      total: 1460,
    });
  });

  it("lets a currency code outvote the dollar sign it is printed with", () => {
    expect(parseReceiptText(receipt("Poutine $9.50", "TOTAL CAD $9.50")).currency).toBe("CAD");
  });

  it("does not take receipt words for currency codes", () => {
    const parsed = parseReceiptText(receipt("PEN 6.00", "CUP 2.00", "ALL 1.00", "TOTAL 9.00"));
    expect(parsed.currency).toBeNull();
    expect(parsed.lines.map((l) => l.description)).toEqual(["PEN", "CUP", "ALL"]);
  });

  it("keeps discounts negative and takes the description of a row the OCR split in two", () => {
    const parsed = parseReceiptText(
      receipt("SHOP", "Cheese 5.00", "Coupon -1.50", "Orange juice", "5.00", "TOTAL 8.50"),
    );
    expect(parsed.lines).toEqual([
      { description: "Cheese", amount: 5 },
      { description: "Coupon", amount: -1.5, kind: "discount" },
      { description: "Orange juice", amount: 5 },
    ]);
  });

  it("answers a total alone when no item line was read, and nothing at all for text without amounts", () => {
    expect(parseReceiptText(receipt("KIOSK", "TOTAL 4.20"))).toMatchObject({ lines: [], total: 4.2 });
    expect(parseReceiptText("")).toEqual({ merchant: null, date: null, currency: null, lines: [], total: null });
    expect(parseReceiptText(receipt("Thank you", "Come again"))).toMatchObject({ lines: [], total: null });
  });

  it("does not read a date line as an item in a currency without decimals", () => {
    const parsed = parseReceiptText(receipt("RAMEN", "Mar 14 2026", "Ramen ¥980", "TOTAL ¥980"));
    expect(parsed.lines).toEqual([{ description: "Ramen", amount: 980 }]);
  });

  it("skips header lines that are not a merchant name", () => {
    expect(parseReceiptText(receipt("Date: 2026-03-14", "*** 42 ***", "Blue Bottle Cafe", "Latte 4.75")).merchant).toBe(
      "Blue Bottle Cafe",
    );
  });
});
