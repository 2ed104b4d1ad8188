import { DomainError, type RecurrenceSchedule } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { canonicalRule, TemporalRecurrenceRules } from "../src";

const rules = new TemporalRecurrenceRules();
const schedule = (rrule: string, start: string, timezone = "UTC"): RecurrenceSchedule => ({
  rrule,
  start: new Date(start),
  timezone,
});
const listed = (s: RecurrenceSchedule, from: string, to: string, limit = 100) =>
  rules.between(s, new Date(from), new Date(to), limit).map((d) => d.toISOString());
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return "no error";
};

describe("month ends", () => {
  it("skips the months without a 31st (RFC 5545: an invalid date is no occurrence)", () => {
    const s = schedule("FREQ=MONTHLY", "2026-01-31T09:00:00Z");
    expect(listed(s, "2026-01-01T00:00:00Z", "2026-08-01T00:00:00Z")).toEqual([
      "2026-01-31T09:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
      "2026-05-31T09:00:00.000Z",
      "2026-07-31T09:00:00.000Z",
    ]);
  });

  it("BYMONTHDAY=-1 is the last day of every month, 29 February in a leap year", () => {
    const s = schedule("FREQ=MONTHLY;BYMONTHDAY=-1", "2027-12-31T12:00:00Z");
    expect(listed(s, "2027-12-01T00:00:00Z", "2028-05-01T00:00:00Z")).toEqual([
      "2027-12-31T12:00:00.000Z",
      "2028-01-31T12:00:00.000Z",
      "2028-02-29T12:00:00.000Z",
      "2028-03-31T12:00:00.000Z",
      "2028-04-30T12:00:00.000Z",
    ]);
    expect(listed(s, "2029-02-01T00:00:00Z", "2029-03-01T00:00:00Z")).toEqual(["2029-02-28T12:00:00.000Z"]);
  });

  it("a yearly rule from 29 February occurs only in leap years", () => {
    const s = schedule("FREQ=YEARLY", "2028-02-29T08:00:00Z");
    expect(listed(s, "2028-01-01T00:00:00Z", "2037-01-01T00:00:00Z")).toEqual([
      "2028-02-29T08:00:00.000Z",
      "2032-02-29T08:00:00.000Z",
      "2036-02-29T08:00:00.000Z",
    ]);
  });
});

describe("time zones", () => {
  it("keeps the wall-clock time across daylight-saving changes in the given zone", () => {
    const s = schedule("FREQ=WEEKLY;BYDAY=MO", "2026-10-19T09:00:00+02:00", "Europe/Berlin");
    expect(listed(s, "2026-10-19T00:00:00Z", "2026-11-03T00:00:00Z")).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-11-02T08:00:00.000Z",
    ]);
  });

  it("month ends are the zone's: the last day at 23:30 in New York is the next day in UTC", () => {
    const s = schedule("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31T23:30:00-05:00", "America/New_York");
    expect(listed(s, "2026-01-01T00:00:00Z", "2026-05-02T00:00:00Z")).toEqual([
      "2026-02-01T04:30:00.000Z",
      "2026-03-01T04:30:00.000Z",
      "2026-04-01T03:30:00.000Z",
      "2026-05-01T03:30:00.000Z",
    ]);
  });

  it("a wall-clock time inside a spring-forward gap is no occurrence that day", () => {
    const s = schedule("FREQ=DAILY;COUNT=3", "2026-03-28T02:30:00+01:00", "Europe/Berlin");
    expect(listed(s, "2026-03-01T00:00:00Z", "2026-04-30T00:00:00Z")).toEqual([
      "2026-03-28T01:30:00.000Z",
      "2026-03-30T00:30:00.000Z",
      "2026-03-31T00:30:00.000Z",
    ]);
  });

  it("refuses a zone that is not an IANA name", () => {
    expect(codeOf(() => rules.normalise(schedule("FREQ=DAILY", "2026-01-01T00:00:00Z", "Mars/Olympus")))).toBe(
      "VALIDATION_ERROR",
    );
  });
});

describe("rules", () => {
  it("answers the rule in canonical form", () => {
    expect(canonicalRule("rrule:byday=mo,-1fr;freq=monthly;interval=2")).toBe("FREQ=MONTHLY;INTERVAL=2;BYDAY=MO,-1FR");
  });

  it.each([
    ["COUNT=0", "FREQ=DAILY;COUNT=0"],
    ["no FREQ", "INTERVAL=2"],
    ["an unknown FREQ", "FREQ=FORTNIGHTLY"],
    ["a frequency the service does not take", "FREQ=HOURLY"],
    ["a part the service does not take", "FREQ=DAILY;BYHOUR=9"],
    ["DTSTART inside the rule", "FREQ=DAILY;DTSTART=20260101T000000Z"],
    ["a part given twice", "FREQ=DAILY;FREQ=WEEKLY"],
    ["COUNT with UNTIL", "FREQ=DAILY;COUNT=2;UNTIL=20270101"],
    ["an impossible month day", "FREQ=MONTHLY;BYMONTHDAY=32"],
    ["month day 0", "FREQ=MONTHLY;BYMONTHDAY=0"],
    ["month 13", "FREQ=YEARLY;BYMONTH=13"],
    ["a bad weekday", "FREQ=WEEKLY;BYDAY=XX"],
    ["a numbered weekday in a weekly rule", "FREQ=WEEKLY;BYDAY=1MO"],
    ["an unreadable UNTIL", "FREQ=DAILY;UNTIL=2026-01-01"],
    ["an UNTIL that is no date", "FREQ=DAILY;UNTIL=20260230"],
    ["garbage", "this is not a rule"],
    ["an empty rule", ""],
    ["a rule that never occurs (30 February)", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"],
    ["an UNTIL before the start", "FREQ=DAILY;UNTIL=20250101"],
  ])("refuses %s with INVALID_RECURRENCE_RULE", (_what, rrule) => {
    expect(codeOf(() => rules.normalise(schedule(rrule, "2026-01-01T09:00:00Z")))).toBe("INVALID_RECURRENCE_RULE");
  });

  it("finds the first occurrence from an instant, and none after the last", () => {
    const s = schedule("FREQ=DAILY;COUNT=2", "2026-01-01T09:00:00Z");
    expect(rules.firstFrom(s, new Date("2026-01-01T09:00:00Z"))?.toISOString()).toBe("2026-01-01T09:00:00.000Z");
    expect(rules.firstFrom(s, new Date("2026-01-01T09:00:00.001Z"))?.toISOString()).toBe("2026-01-02T09:00:00.000Z");
    expect(rules.firstFrom(s, new Date("2026-01-02T09:00:00.001Z"))).toBeNull();
  });

  it("lists at most the limit, however long the range", () => {
    const s = schedule("FREQ=DAILY", "2000-01-01T09:00:00Z");
    const found = rules.between(s, new Date("2000-01-01T00:00:00Z"), new Date("2100-01-01T00:00:00Z"), 1001);
    expect(found).toHaveLength(1001);
    expect(found[1000]?.toISOString()).toBe("2002-09-27T09:00:00.000Z");
  });
});
