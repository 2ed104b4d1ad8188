import { describe, expect, it } from "vitest";
import {
  binaryStatementFile,
  isStatementFileError,
  malformedStatement,
  mappingInvalid,
  mappingRequired,
  statementLineTooLong,
  tooManyStatementRows,
  truncatedStatement,
  unknownStatementFormat,
} from "../../src";

describe("StatementFileError factories", () => {
  it("give each whole-file fault the contract's code", () => {
    const cases = [
      [unknownStatementFormat(), "UNSUPPORTED_IMPORT_FORMAT", "UNKNOWN_FORMAT"],
      [binaryStatementFile(), "UNSUPPORTED_IMPORT_FORMAT", "BINARY"],
      [malformedStatement("CSV", "a quote is never closed", 7), "UNSUPPORTED_IMPORT_FORMAT", "MALFORMED"],
      [truncatedStatement("OFX", "it ends before </OFX>"), "UNSUPPORTED_IMPORT_FORMAT", "TRUNCATED"],
      [mappingRequired(["Buchung", "Wert"], ["date"]), "IMPORT_MAPPING_REQUIRED", "MAPPING_REQUIRED"],
      [mappingInvalid("The mapping names no amount column", ["A"]), "IMPORT_MAPPING_REQUIRED", "MAPPING_INVALID"],
      [tooManyStatementRows(200_000), "IMPORT_TOO_MANY_ROWS", "TOO_MANY_ROWS"],
      [statementLineTooLong(65_536, 3), "PAYLOAD_TOO_LARGE", "LINE_TOO_LONG"],
    ] as const;
    for (const [error, code, fault] of cases) {
      expect(isStatementFileError(error)).toBe(true);
      expect([error.code, error.fault, error.message.length > 10]).toEqual([code, fault, true]);
    }
  });

  it("puts the header row in details when a mapping is required, and the line of a malformed file", () => {
    expect(mappingRequired(["Buchung", "Wert"], ["date", "description"])).toMatchObject({
      message: "The CSV header does not show the date, description column; send a mapping that names them",
      details: [
        { path: "header[0]", message: "Buchung" },
        { path: "header[1]", message: "Wert" },
      ],
    });
    expect(malformedStatement("CSV", "a quote is never closed", 7).details).toEqual([
      { path: "line 7", message: "a quote is never closed" },
    ]);
    expect(isStatementFileError(new Error("other"))).toBe(false);
  });
});
