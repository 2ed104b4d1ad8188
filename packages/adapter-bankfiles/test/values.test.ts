import type { Currency } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { HEAD_BYTES, parseAmount, parseDate, parseOfxDate } from "../src";
import { decodeText, findEncoding } from "../src/input/encoding";

const minor = (text: string, currency = "EUR", decimal: "." | "," = ".") => {
  const result = parseAmount(text, currency as Currency, decimal);
  return result.ok ? result.minor : result.reason;
};

describe("amounts as banks print them, in integer minor units", () => {
  it.each([
    ["-12.50", -1250],
    ["12,50-", -1250],
    ["(12.50)", -1250],
    ["+3", 300],
    ["1.234,56", 123_456],
    ["-1,234.56", -123_456],
    ["1 234,56", 123_456],
    ["1\u00a0234,56", 123_456],
    ["1'234.50", 123_450],
    ["€ 12,50", 1250],
    ["12,50 €", 1250],
    ["EUR -7.10", -710],
    ["12.50 DR", -1250],
    ["12.50 CR", 1250],
    ["\u221212.00", -1200],
    ["0.1", 10],
    [",5", 50],
    ["1.000.000", 100_000_000],
  ])("%s -> %d", (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it("reads one mark before three digits by the file's decimal mark", () => {
    expect(minor("1,234", "EUR", ".")).toBe(123_400);
    expect(minor("1,234", "EUR", ",")).toBe("TOO_MANY_DECIMALS");
    expect(minor("1.234", "EUR", ",")).toBe(123_400);
    expect(minor("1.234", "KWD", ".")).toBe(1234);
  });

  it("follows the currency's minor unit (JPY none, KWD three) and refuses extra decimals", () => {
    expect(minor("1,200", "JPY", ".")).toBe(1200);
    expect(minor("1200.5", "JPY")).toBe("TOO_MANY_DECIMALS");
    expect(minor("12.345", "KWD")).toBe(12_345);
    expect(minor("12.345", "EUR", ",")).toBe(1_234_500);
    expect(minor("12.3456", "EUR")).toBe("TOO_MANY_DECIMALS");
    expect(minor("12.500", "EUR", ".")).toBe(1250);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "12.34.56,7.8", "1,2,3.4,5", "--5", "12a", "1.2.3,4,5"]) {
      expect([text, minor(text)]).toEqual([text, "UNREADABLE_AMOUNT"]);
    }
    expect(minor("99999999999999999999")).toBe("UNREADABLE_AMOUNT");
  });
});

describe("dates as banks print them", () => {
  it.each([
    ["2024-03-01", "day-first", "2024-03-01"],
    ["2024/03/01", "day-first", "2024-03-01"],
    ["20240301", "day-first", "2024-03-01"],
    ["01.03.2024", "month-first", "2024-03-01"],
    ["1.3.24", "day-first", "2024-03-01"],
    ["01/03/2024", "day-first", "2024-03-01"],
    ["01/03/2024", "month-first", "2024-01-03"],
    ["01-03-2024", "day-first", "2024-03-01"],
    ["3/ 5'24", "month-first", "2024-03-05"],
    ["29.02.2024", "day-first", "2024-02-29"],
    ["01.03.2024 10:22", "day-first", "2024-03-01"],
    ["2024-03-01T23:59:59+02:00", "day-first", "2024-03-01"],
    ["31/12/99", "day-first", "1999-12-31"],
  ] as const)("%s (%s) -> %s", (text, order, expected) => {
    expect(parseDate(text, order)).toBe(expected);
  });

  it("refuses impossible days and other text", () => {
    for (const text of ["29.02.2023", "31.04.2024", "13/13/2024", "2024-00-10", "yesterday", "", "1.3"]) {
      expect([text, parseDate(text, "day-first")]).toEqual([text, undefined]);
    }
  });

  it("reads OFX dates with time, milliseconds and zone, keeping the printed day", () => {
    expect(parseOfxDate("20240304")).toBe("2024-03-04");
    expect(parseOfxDate("20240304235959")).toBe("2024-03-04");
    expect(parseOfxDate("20240304120000.000[-5:EST]")).toBe("2024-03-04");
    expect(parseOfxDate("20240304000000[+5.30:IST]")).toBe("2024-03-04");
    expect(parseOfxDate("20240304250000")).toBeUndefined();
    expect(parseOfxDate("20240230")).toBeUndefined();
    expect(parseOfxDate("2024-03-04")).toBeUndefined();
  });
});

describe("text encodings", () => {
  const decodeAll = async (bytes: Uint8Array, chunk: number) => {
    // As the reader does: the encoding from the head only.
    const found = findEncoding(bytes.subarray(0, HEAD_BYTES));
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    }
    let text = "";
    for await (const piece of decodeText(chunks(), found)) text += piece;
    return { encoding: found.encoding, text };
  };

  it("keeps a UTF-8 character whole when a chunk boundary cuts it, and drops the BOM", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Straße €5 Müller")]);
    for (const chunk of [1, 2, 3, 5]) {
      expect(await decodeAll(bytes, chunk)).toEqual({ encoding: "utf8", text: "Straße €5 Müller" });
    }
  });

  it("reads bytes that are not UTF-8 as Windows-1252 (€ is 0x80 there, not a Latin-1 control)", async () => {
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x35]);
    expect(await decodeAll(bytes, 4)).toEqual({ encoding: "windows1252", text: "Müller €5" });
  });

  it("decides between UTF-8 and Windows-1252 at the first non-ASCII byte when the head is all ASCII", async () => {
    const ascii = new TextEncoder().encode("Datum;Text;Betrag\n".padEnd(300 * 1024, "x"));
    const legacy = new Uint8Array([0x0a, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    const utf8 = new TextEncoder().encode("\nMüller");
    for (const [tail, expected] of [
      [legacy, "windows1252"],
      [utf8, "utf8"],
    ] as const) {
      const { text } = await decodeAll(new Uint8Array([...ascii, ...tail]), 4096);
      expect([expected, text.endsWith("\nMüller")]).toEqual([expected, true]);
    }
  });

  it("reads UTF-16 with a byte-order mark", async () => {
    const text = "Datum;Betrag\n";
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, "utf16le"))]);
    expect(await decodeAll(bytes, 3)).toEqual({ encoding: "utf16le", text });
  });
});
