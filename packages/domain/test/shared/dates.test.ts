import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonthsRolling,
  compareDays,
  dayNumber,
  daysInMonth,
  END_OF_TIME,
  endOfDayExclusive,
  formatInstant,
  isCalendarDate,
  monthRange,
  parseCalendarDate,
  parseIsoInstant,
  parseRangeBound,
  parseTransactionDate,
  splitRange,
  startOfDay,
  toCalendarDate,
} from "../../src";
import { failure } from "../mothers";

const iso = (value: unknown) => parseIsoInstant(value)?.toISOString() ?? null;

describe("parseIsoInstant", () => {
  it("reads a calendar date as midnight UTC", () => {
    expect(iso("2026-03-14")).toBe("2026-03-14T00:00:00.000Z");
  });

  it("reads date-times with Z, with an offset, and without a zone as UTC", () => {
    expect(iso("2026-03-14T09:30:00Z")).toBe("2026-03-14T09:30:00.000Z");
    expect(iso("2026-03-14T09:30:00.123456Z")).toBe("2026-03-14T09:30:00.123Z");
    expect(iso("2026-03-14T09:30")).toBe("2026-03-14T09:30:00.000Z");
    expect(iso("2026-03-14T09:30:00+02:00")).toBe("2026-03-14T07:30:00.000Z");
    expect(iso("2026-03-14T09:30:00-0530")).toBe("2026-03-14T15:00:00.000Z");
    expect(iso("2026-03-14T23:30:00-01:00")).toBe("2026-03-15T00:30:00.000Z");
  });

  it("refuses impossible days and times", () => {
    for (const value of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31T10:00:00Z",
      "2026-03-14T24:00:00Z",
      "2026-03-14T10:60:00Z",
      "2026-03-14T10:00:60Z",
      "2026-03-14T10:00:00+25:00",
    ]) {
      expect(iso(value), value).toBeNull();
    }
    expect(iso("2024-02-29")).toBe("2024-02-29T00:00:00.000Z");
  });

  it("refuses what Date.parse would guess at", () => {
    for (const value of ["14/03/2026", "March 14, 2026", "2026-3-14", "20260314", "yesterday", "", 1_773_000_000_000]) {
      expect(iso(value), String(value)).toBeNull();
    }
  });

  it("keeps years before 100 as written", () => {
    expect(iso("0050-01-01")).toBe("0050-01-01T00:00:00.000Z");
    expect(iso("0050-01-01T10:00:00Z")).toBe("0050-01-01T10:00:00.000Z");
  });
});

describe("parseTransactionDate", () => {
  it("answers the instant", () => {
    expect(parseTransactionDate("2026-03-14T09:30:00Z").toISOString()).toBe("2026-03-14T09:30:00.000Z");
  });

  it("fails with the contract's message for an invalid date", async () => {
    for (const value of ["not a date", "2026-02-30", undefined, null, 42]) {
      const error = await failure(() => parseTransactionDate(value));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toBe("Transaction date is invalid");
      expect(error.details).toEqual([{ path: "date", message: "Transaction date is invalid" }]);
    }
  });
});

describe("calendar dates", () => {
  it("recognises real YYYY-MM-DD days only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2100-02-29")).toBe(false);
    expect(isCalendarDate("2026-03-14T00:00:00Z")).toBe(false);
  });

  it("parseCalendarDate takes the UTC day of a date-time", () => {
    expect(parseCalendarDate("2026-03-14")).toBe("2026-03-14");
    expect(parseCalendarDate("2026-03-14T23:30:00-02:00")).toBe("2026-03-15");
    expect(parseCalendarDate("2026-02-30")).toBeNull();
  });

  it("toCalendarDate is the UTC day", () => {
    expect(toCalendarDate(new Date("2026-03-14T23:59:59.999Z"))).toBe("2026-03-14");
  });

  it("addDays crosses months, years and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("daysInMonth knows leap years", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(4, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("day arithmetic agrees with Date for every day of years 1-3, around 1970, 2000 and 9999 and beyond", () => {
    const spans: [string, number][] = [
      ["0001-01-01", 3 * 366],
      ["1968-12-01", 800],
      ["1999-12-01", 800],
      ["2099-12-01", 800],
      ["9998-01-01", 800],
    ];
    for (const [first, count] of spans) {
      let day = first;
      for (let i = 0; i < count; i++) {
        const midnight = new Date(0);
        midnight.setUTCFullYear(Number(day.slice(0, -6)), Number(day.slice(-5, -3)) - 1, Number(day.slice(-2)));
        expect(startOfDay(day).getTime()).toBe(midnight.getTime());
        expect(dayNumber(day)).toBe(midnight.getTime() / 86_400_000);
        const next = new Date(midnight.getTime() + 86_400_000);
        const nextText = toCalendarDate(next);
        expect(addDays(day, 1)).toBe(nextText);
        expect(addDays(nextText, -1)).toBe(day);
        expect(Math.sign(compareDays(day, nextText))).toBe(-1);
        expect(compareDays(day, day)).toBe(0);
        day = nextText;
      }
    }
    expect(addDays("9999-12-31", 1)).toBe("10000-01-01");
    expect(startOfDay("10000-01-01").getTime()).toBe(END_OF_TIME.getTime());
    expect(endOfDayExclusive("9999-12-31").getTime()).toBe(END_OF_TIME.getTime());
    expect(compareDays("10000-01-01", "9999-12-31")).toBe(1);
    expect(addDays("2026-03-01", -365)).toBe("2025-03-01");
    expect(addDays("2026-01-01", 7 * 52)).toBe("2026-12-31");
  });

  it("addMonthsRolling rolls a missing day to the 1st of the next month", () => {
    expect(addMonthsRolling("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonthsRolling("2026-01-31", 1)).toBe("2026-03-01");
    expect(addMonthsRolling("2028-01-31", 1)).toBe("2028-03-01");
    expect(addMonthsRolling("2028-01-29", 1)).toBe("2028-02-29");
    expect(addMonthsRolling("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonthsRolling("2026-11-30", 3)).toBe("2027-03-01");
    expect(addMonthsRolling("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonthsRolling("2024-02-29", 12)).toBe("2025-03-01");
  });
});

describe("the one date rule: 0001-01-01 to 9999-12-31 (UTC)", () => {
  it("takes every instant of year 9999, its last millisecond included, and nothing after", () => {
    expect(iso("9999-12-31T23:59:59.999Z")).toBe("9999-12-31T23:59:59.999Z");
    expect(iso("9999-12-31")).toBe("9999-12-31T00:00:00.000Z");
    expect(iso("0001-01-01T00:00:00Z")).toBe("0001-01-01T00:00:00.000Z");
    for (const value of [
      "0000-12-31",
      "0000-12-31T23:59:59.999Z",
      "9999-12-31T23:00:00-14:00",
      "0001-01-01T00:30+01:00",
    ]) {
      expect(iso(value), value).toBeNull();
    }
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(parseCalendarDate("0000-01-01")).toBeNull();
  });

  it("says the range in one message, naming the field", async () => {
    const error = await failure(() => parseRangeBound("10000-01-01", "from"));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([
      { path: "from", message: "from must be an ISO 8601 date or date-time from 0001-01-01 to 9999-12-31 (UTC)" },
    ]);
  });

  it("ends every date-only `to` at the next midnight, 9999-12-31 at END_OF_TIME (10000-01-01)", () => {
    expect(parseRangeBound("2026-03-14", "to")?.toISOString()).toBe("2026-03-15T00:00:00.000Z");
    expect(parseRangeBound("0001-01-31", "to")?.toISOString()).toBe("0001-02-01T00:00:00.000Z");
    expect(parseRangeBound("9999-12-31", "to")).toEqual(END_OF_TIME);
    expect(endOfDayExclusive("9999-12-31").getTime()).toBe(Date.parse("+010000-01-01T00:00:00.000Z"));
    expect(parseRangeBound("9999-12-31T10:00:00Z", "to")?.toISOString()).toBe("9999-12-31T10:00:00.000Z");
  });

  it("writes END_OF_TIME with a plain year for the stores, and a day after 9999 in order", () => {
    expect(formatInstant(END_OF_TIME)).toBe("10000-01-01T00:00:00.000Z");
    expect(formatInstant(new Date("0001-02-03T04:05:06.007Z"))).toBe("0001-02-03T04:05:06.007Z");
    expect(toCalendarDate(END_OF_TIME)).toBe("10000-01-01");
    expect(addDays("9999-12-31", 1)).toBe("10000-01-01");
  });

  it("keeps months of years 1-99 where they are (no 19xx)", () => {
    const january = monthRange(new Date("0001-01-31T23:59:59.999Z"));
    expect([january.from.toISOString(), january.to.toISOString()]).toEqual([
      "0001-01-01T00:00:00.000Z",
      "0001-02-01T00:00:00.000Z",
    ]);
    expect(monthRange(new Date("9999-12-31T00:00:00Z")).to).toEqual(END_OF_TIME);
  });

  it("reads the last day of 9999 from rows: no roll-up key of year 10000", () => {
    const parts = splitRange({ from: new Date("9999-01-01T00:00:00Z"), to: END_OF_TIME });
    expect(parts.months).toEqual({ from: new Date("9999-01-01T00:00:00Z"), to: new Date("9999-12-01T00:00:00Z") });
    expect(parts.days).toEqual([{ from: new Date("9999-12-01T00:00:00Z"), to: new Date("9999-12-31T00:00:00Z") }]);
    expect(parts.edges).toEqual([{ from: new Date("9999-12-31T00:00:00Z"), to: END_OF_TIME }]);
  });
});
