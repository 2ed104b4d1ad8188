import { describe, expect, it } from "vitest";
import { bytesOf, collect, fileBytes, fileError, openWith, readFixture } from "./support";

// The first bytes of a PNG image, then noise: what a phone's share sheet sends as "statement.csv".
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
]);

describe("a file that cannot be read fails whole, with the contract's code", () => {
  it("refuses a truncated OFX (it ends inside a transaction)", async () => {
    const error = await fileError(readFixture("truncated.ofx", "USD"));
    expect([error.code, error.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "TRUNCATED"]);
    expect(error.message).toContain("truncated");
  });

  it("refuses an OFX 2 or CAMT file cut in the middle of an element", async () => {
    const camt = await fileError(
      collect(
        await openWith(
          bytesOf(
            '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1',
          ),
          "EUR",
        ),
      ),
    );
    expect([camt.code, camt.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "TRUNCATED"]);
    const ofx = await fileError(
      collect(
        await openWith(
          bytesOf('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX><BANKMSGSRSV1><STMTTRNRS>'),
          "EUR",
        ),
      ),
    );
    expect([ofx.code, ofx.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "TRUNCATED"]);
  });

  it("refuses XML that is not well formed, naming the line", async () => {
    const error = await fileError(
      collect(
        await openWith(
          bytesOf(
            '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n<BkToCstmrStmt>\n<Stmt></Ntry>\n',
          ),
          "EUR",
        ),
      ),
    );
    expect([error.code, error.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "MALFORMED"]);
    expect(error.message).toContain("line 4");
  });

  it("refuses a CSV whose quote is never closed, naming the line it opened on", async () => {
    const error = await fileError(readFixture("broken-quote.csv", "EUR"));
    expect([error.code, error.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "MALFORMED"]);
    expect(error.details).toEqual([{ path: "line 2", message: "a quote opened in this record is never closed" }]);
  });

  it("refuses a binary file called .csv before reading anything", async () => {
    const error = await fileError(openWith(bytesOf(PNG, new Uint8Array(4096).fill(7)), "EUR"));
    expect([error.code, error.fault]).toEqual(["UNSUPPORTED_IMPORT_FORMAT", "BINARY"]);
  });

  it("refuses an empty file, plain prose and XML of another kind as unknown formats", async () => {
    for (const content of [
      "",
      "   \n\n",
      "Dear customer, your statement is attached.\nKind regards\n",
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const error = await fileError(openWith(bytesOf(content), "EUR"));
      expect([content, error.code]).toEqual([content, "UNSUPPORTED_IMPORT_FORMAT"]);
    }
  });

  it("fails on a line over the cap without holding it (a 50 MB line of CSV, OFX or QIF)", async () => {
    const hugeLine = async function* (start: string) {
      yield new TextEncoder().encode(start);
      const block = new TextEncoder().encode("x".repeat(1024 * 1024));
      for (let mib = 0; mib < 50; mib++) yield block;
    };
    for (const start of [
      "Date,Description,Amount\n2024-01-01,",
      "OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><NAME>",
      "!Type:Bank\nD01/01/2024\nP",
    ]) {
      const error = await fileError(openWith(hugeLine(start), "EUR").then(collect));
      expect([start.slice(0, 4), error.code, error.fault]).toEqual([
        start.slice(0, 4),
        "PAYLOAD_TOO_LARGE",
        "LINE_TOO_LONG",
      ]);
    }
  });

  it("fails with IMPORT_TOO_MANY_ROWS past maxRows, after reading no more than that", async () => {
    const error = await fileError(readFixture("us-chase.csv", "USD", { maxRows: 3 }));
    expect([error.code, error.fault]).toEqual(["IMPORT_TOO_MANY_ROWS", "TOO_MANY_ROWS"]);
    const { entries } = await readFixture("us-chase.csv", "USD", { maxRows: 4 });
    expect(entries).toHaveLength(4);
  });
});

describe("a header no vocabulary knows", () => {
  it("asks for a mapping, with the header row in details", async () => {
    const error = await fileError(openWith(fileBytes("unknown-header.csv"), "EUR"));
    expect(error.code).toBe("IMPORT_MAPPING_REQUIRED");
    expect(error.message).toContain("date");
    expect(error.details).toEqual([
      { path: "header[0]", message: "Buchung" },
      { path: "header[1]", message: "Text" },
      { path: "header[2]", message: "Wert" },
    ]);
  });

  it("reads the file with the mapping (decimal comma, spending printed positive)", async () => {
    const opened = await openWith(fileBytes("unknown-header.csv"), "EUR", {
      mapping: { date: "Buchung", amount: "wert", description: "Text", decimal: ",", sign: "expense-positive" },
    });
    expect(await collect(opened)).toEqual([
      { status: "read", line: 2, date: "2024-07-01", amountMinor: -320, currency: "EUR", description: "Kiosk" },
      { status: "read", line: 3, date: "2024-07-02", amountMinor: 1000, currency: "EUR", description: "Erstattung" },
    ]);
  });

  it("refuses a mapping that names a column the header lacks, or no amount", async () => {
    const absent = await fileError(
      openWith(fileBytes("unknown-header.csv"), "EUR", {
        mapping: { date: "Buchung", amount: "Betrag", description: "Text" },
      }),
    );
    expect([absent.code, absent.fault]).toEqual(["IMPORT_MAPPING_REQUIRED", "MAPPING_REQUIRED"]);
    const noAmount = await fileError(
      openWith(fileBytes("unknown-header.csv"), "EUR", { mapping: { date: "Buchung", description: "Text" } }),
    );
    expect([noAmount.code, noAmount.fault]).toEqual(["IMPORT_MAPPING_REQUIRED", "MAPPING_INVALID"]);
  });

  it("uses a mapping's dateFormat over the file's evidence", async () => {
    const csv = "When;What;How much\n03/04/2024;Tea;-2,00\n";
    const opened = await openWith(bytesOf(csv), "EUR", {
      mapping: { date: "When", amount: "How much", description: "What", dateFormat: "MM/DD/YYYY" },
    });
    expect((await collect(opened)).map((entry) => entry.status === "read" && [entry.date, entry.amountMinor])).toEqual([
      ["2024-03-04", -200],
    ]);
  });
});

describe("the date order of a CSV, from the file's own dates", () => {
  const rows = (dates: string[]) =>
    `Date,Description,Amount\n${dates.map((date, index) => `${date},Row ${index},-1.00`).join("\n")}\n`;
  const datesOf = async (csv: string, currency: string) =>
    (await collect(await openWith(bytesOf(csv), currency))).map((entry) =>
      entry.status === "read" ? entry.date : entry.reason,
    );

  it("holds rows until a date tells the order, even far below the head's first rows", async () => {
    const early = Array.from({ length: 200 }, (_, index) => `${String((index % 12) + 1).padStart(2, "0")}/02/2024`);
    const dates = await datesOf(rows([...early, "01/13/2024"]), "EUR");
    expect(dates).toHaveLength(201);
    // 01/02/2024 month first is 2 January; the 13 in the last row decided it.
    expect(dates.slice(0, 2)).toEqual(["2024-01-02", "2024-02-02"]);
    expect(dates[200]).toBe("2024-01-13");
  });

  it("takes the wallet's region when no date tells (USD month first, others day first)", async () => {
    const csv = rows(["01/02/2024", "03/04/2024"]);
    expect(await datesOf(csv, "EUR")).toEqual(["2024-02-01", "2024-04-03"]);
    expect(await datesOf(csv, "USD")).toEqual(["2024-01-02", "2024-03-04"]);
  });
});
