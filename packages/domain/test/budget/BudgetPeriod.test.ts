import { describe, expect, it } from "vitest";
import {
  addDays,
  BUDGET_PERIODS,
  type BudgetPeriod,
  type CalendarDate,
  currentWindow,
  parseBudgetPeriod,
  windowContaining,
} from "../../src";
import { idOf } from "../../src/testing";
import { aBudget, failure } from "../mothers";

const window = (anchor: CalendarDate, period: BudgetPeriod, at: CalendarDate) => {
  const w = windowContaining(anchor, period, at);
  return [w.start, addDays(w.end, -1)];
};

describe("budget periods", () => {
  it("reads the five periods case-insensitively and refuses anything else", async () => {
    expect(BUDGET_PERIODS.map((p) => parseBudgetPeriod(p.toUpperCase()))).toEqual([...BUDGET_PERIODS]);
    for (const bad of ["annual", "", null, 7]) {
      expect((await failure(() => parseBudgetPeriod(bad))).code).toBe("INVALID_BUDGET_PERIOD");
    }
  });

  it("counts daily and weekly windows from the start date", () => {
    expect(window("2026-03-01", "daily", "2026-03-15")).toEqual(["2026-03-15", "2026-03-15"]);
    expect(window("2026-03-04", "weekly", "2026-03-15")).toEqual(["2026-03-11", "2026-03-17"]);
    expect(window("2026-03-04", "weekly", "2026-03-11")).toEqual(["2026-03-11", "2026-03-17"]);
    expect(window("2026-03-04", "weekly", "2026-03-10")).toEqual(["2026-03-04", "2026-03-10"]);
  });

  it("ends a monthly window started on 31 January at the end of February (28 or 29 days)", () => {
    expect(window("2026-01-31", "monthly", "2026-02-14")).toEqual(["2026-01-31", "2026-02-28"]);
    expect(window("2024-01-31", "monthly", "2024-02-29")).toEqual(["2024-01-31", "2024-02-29"]);
    expect(window("2026-01-31", "monthly", "2026-03-01")).toEqual(["2026-03-01", "2026-03-30"]);
    expect(window("2026-01-31", "monthly", "2026-03-31")).toEqual(["2026-03-31", "2026-04-30"]);
    expect(window("2026-01-30", "monthly", "2026-02-28")).toEqual(["2026-01-30", "2026-02-28"]);
  });

  it("handles quarters across month ends and yearly windows from 29 February", () => {
    expect(window("2025-11-30", "quarterly", "2026-02-28")).toEqual(["2025-11-30", "2026-02-28"]);
    expect(window("2026-01-01", "quarterly", "2026-05-15")).toEqual(["2026-04-01", "2026-06-30"]);
    expect(window("2024-02-29", "yearly", "2025-02-28")).toEqual(["2024-02-29", "2025-02-28"]);
    expect(window("2024-02-29", "yearly", "2025-03-01")).toEqual(["2025-03-01", "2026-02-28"]);
    expect(window("2024-02-29", "yearly", "2028-03-01")).toEqual(["2028-02-29", "2029-02-28"]);
  });

  it("answers the first window before the start date", () => {
    expect(window("2026-04-10", "monthly", "2026-03-15")).toEqual(["2026-04-10", "2026-05-09"]);
  });

  it("tiles time: windows never overlap or leave gaps, and each holds its day (month ends, leap years)", () => {
    const anchors = ["2024-01-31", "2024-02-29", "2023-03-31", "2025-08-30", "2025-12-31", "2026-01-01"];
    for (const anchor of anchors) {
      for (const period of BUDGET_PERIODS) {
        let previous = windowContaining(anchor, period, anchor);
        expect(previous.start).toBe(anchor);
        for (let day = anchor; day < "2029-01-01"; day = addDays(day, 1)) {
          const current = windowContaining(anchor, period, day);
          expect(current.start <= day && day < current.end, `${anchor} ${period} ${day}`).toBe(true);
          if (current.start !== previous.start) {
            expect(current.start, `${anchor} ${period} ${day}`).toBe(previous.end);
            previous = current;
          }
        }
      }
    }
  });

  it("stays exact far from the start date", () => {
    expect(window("1900-01-31", "monthly", "2999-12-30")).toEqual(["2999-12-01", "2999-12-30"]);
    expect(window("1900-01-31", "monthly", "2999-12-31")).toEqual(["2999-12-31", "3000-01-30"]);
    expect(window("1900-01-01", "daily", "2999-12-31")).toEqual(["2999-12-31", "2999-12-31"]);
  });

  it("covers the whole date rule: from year 1, and a window running past 9999 ends with it", () => {
    expect(window("0001-01-31", "monthly", "0001-02-28")).toEqual(["0001-01-31", "0001-02-28"]);
    expect(window("0001-01-01", "daily", "9999-12-31")).toEqual(["9999-12-31", "9999-12-31"]);
    expect(window("9999-06-01", "yearly", "9999-12-31")).toEqual(["9999-06-01", "9999-12-31"]);
    expect(window("0001-01-01", "quarterly", "9999-12-31")).toEqual(["9999-10-01", "9999-12-31"]);
    expect(windowContaining("9999-12-25", "weekly", "9999-12-31")).toEqual({ start: "9999-12-25", end: "10000-01-01" });
  });

  it("cuts the current window at the end date and keeps the last window after it", () => {
    const budget = aBudget({
      id: idOf("b"),
      ownerId: idOf("o"),
      walletId: idOf("w"),
      startDate: "2026-03-01",
      endDate: "2026-03-20",
    });
    expect(currentWindow(budget, "2026-03-15")).toEqual({ start: "2026-03-01", end: "2026-03-21" });
    expect(currentWindow(budget, "2026-07-01")).toEqual({ start: "2026-03-01", end: "2026-03-21" });
    const open = { ...budget, endDate: null };
    expect(currentWindow(open, "2026-07-01")).toEqual({ start: "2026-07-01", end: "2026-08-01" });
  });
});
