import { invalidField } from "./domainErrors";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const isRealDay = (y: number, m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

const DAY_MS = 86_400_000;

/**
 * Days from 1970-01-01 to a day of the proleptic Gregorian calendar (negative before), in integer
 * arithmetic (H. Hinnant's days_from_civil): requests parse instants and budgets compare and step
 * days on every request, and a `Date` per step cost more than the rest of that arithmetic.
 */
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return (
    era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468
  );
};

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] as number);

/**
 * THE date rule of the service, on every route: instants and calendar dates from 0001-01-01
 * to 9999-12-31 (UTC) inclusive, the years ISO 8601 writes with four digits (PostgreSQL refuses
 * year 0). A date-time whose offset moves it out of these years (9999-12-31T23:00-14:00) is
 * refused like an impossible date.
 *
 * END_OF_TIME, midnight UTC of 10000-01-01, is the exclusive end of a range that runs to the end
 * of 9999 (a date-only `to` of 9999-12-31 included). It is never stored, only compared with:
 * SQLite as epoch milliseconds, PostgreSQL as the timestamptz `10000-01-01T00:00:00.000Z` (see
 * `formatInstant`), and per-day roll-ups never see it (`splitWholeDays` reads that last day from rows).
 */
export const FIRST_DAY = "0001-01-01";
export const LAST_DAY = "9999-12-31";
export const MIN_INSTANT = new Date(daysFromCivil(1, 1, 1) * DAY_MS);
export const END_OF_TIME = new Date(daysFromCivil(10000, 1, 1) * DAY_MS);

/** The one message for a date outside the rule (or not a date at all), naming the field. */
export const dateRuleMessage = (path: string): string =>
  `${path} must be an ISO 8601 date or date-time from ${FIRST_DAY} to ${LAST_DAY} (UTC)`;

/**
 * An instant as ISO 8601 text with a plain year even past 9999 (`10000-01-01T00:00:00.000Z`, where
 * `toISOString` writes the expanded `+010000-...` that PostgreSQL refuses): how stores are handed
 * END_OF_TIME.
 */
export const formatInstant = (instant: Date): string => {
  const text = instant.toISOString();
  return text.startsWith("+") ? text.slice(1).replace(/^0+(?=\d{5})/, "") : text;
};

/**
 * Strict ISO 8601 instant: a calendar date (midnight UTC) or a date-time. A date-time without
 * an offset is read as UTC. Impossible days (2026-02-30) and hours are refused, unlike `Date.parse`.
 */
export const parseIsoInstant = (value: unknown): Date | null => {
  if (typeof value !== "string") return null;
  const s = value.trim();
  const dateOnly = DATE_ONLY.exec(s);
  if (dateOnly) {
    const [y, m, d] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDay(y, m, d) && y >= 1 ? new Date(daysFromCivil(y, m, d) * DAY_MS) : null;
  }
  const dt = DATE_TIME.exec(s);
  if (!dt) return null;
  const [y, m, d, hh, mm] = [Number(dt[1]), Number(dt[2]), Number(dt[3]), Number(dt[4]), Number(dt[5])];
  const ss = dt[6] === undefined ? 0 : Number(dt[6]);
  const offset = offsetMinutes(dt[8]);
  if (!isRealDay(y, m, d) || hh > 23 || mm > 59 || ss > 59 || offset === null) return null;
  // Milliseconds as written, further digits cut (not rounded), as the ISO text handed to Date was.
  const millis = dt[7] === undefined ? 0 : Number(dt[7].padEnd(3, "0").slice(0, 3));
  const time = daysFromCivil(y, m, d) * DAY_MS + ((hh * 60 + mm - offset) * 60 + ss) * 1000 + millis;
  return time >= MIN_INSTANT.getTime() && time < END_OF_TIME.getTime() ? new Date(time) : null;
};

/** Minutes east of UTC of `Z`, `±HH:MM` or `±HHMM` (no zone: UTC); null past ±23:59, as Date refuses. */
const offsetMinutes = (zone: string | undefined): number | null => {
  if (zone === undefined || zone.length === 1) return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return (zone[0] === "-" ? -1 : 1) * (hours * 60 + minutes);
};

/** A calendar date `YYYY-MM-DD` (no time, no zone), as budgets use. */
export type CalendarDate = string;

export const isCalendarDate = (value: unknown): value is CalendarDate => {
  if (typeof value !== "string") return false;
  const m = DATE_ONLY.exec(value);
  return m !== null && Number(m[1]) >= 1 && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** Reads a calendar date from `YYYY-MM-DD` or from the date part of an ISO date-time. */
export const parseCalendarDate = (value: unknown): CalendarDate | null => {
  if (isCalendarDate(value)) return value;
  const instant = parseIsoInstant(value);
  return instant ? toCalendarDate(instant) : null;
};

/** The UTC day of an instant; `10000-01-01` for END_OF_TIME (the exclusive end of a window). */
export const toCalendarDate = (instant: Date): CalendarDate =>
  `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1, 2)}-${pad(instant.getUTCDate(), 2)}`;

/** The calendar date `days` after 1970-01-01: the inverse of `daysFromCivil`. */
const civilFromDays = (days: number): CalendarDate => {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1, 2)}`;
};

/** Year, month and day of a calendar date `Y...Y-MM-DD` (any number of year digits). */
const dayParts = (date: CalendarDate): [year: number, month: number, day: number] => {
  const end = date.length;
  return [Number(date.slice(0, end - 6)), Number(date.slice(end - 5, end - 3)), Number(date.slice(end - 2))];
};

/** Days from 1970-01-01 to a calendar date `Y...Y-MM-DD` (any number of year digits). */
export const dayNumber = (date: CalendarDate): number => daysFromCivil(...dayParts(date));

/** Midnight UTC at the start of a calendar date (any number of year digits, years 1-99 as written). */
export const startOfDay = (date: CalendarDate): Date => new Date(dayNumber(date) * DAY_MS);

/** Calendar dates in time order (negative, 0 or positive); unlike comparing the text, right past year 9999. */
export const compareDays = (a: CalendarDate, b: CalendarDate): number => dayNumber(a) - dayNumber(b);

/** The exclusive end of a range that includes the whole day `date`: the next midnight UTC (END_OF_TIME after 9999-12-31). */
export const endOfDayExclusive = (date: CalendarDate): Date => new Date((dayNumber(date) + 1) * DAY_MS);

export const addDays = (date: CalendarDate, days: number): CalendarDate => civilFromDays(dayNumber(date) + days);

/**
 * Adds whole months. When the day does not exist in the target month (31 January + 1 month),
 * the result rolls to the first day of the following month, so a window that starts on the 31st
 * ends at the end of the shorter month instead of spilling into the next one.
 */
export const addMonthsRolling = (date: CalendarDate, months: number): CalendarDate => {
  const [y, m, d] = dayParts(date);
  const monthIndex = y * 12 + (m - 1) + months;
  const ty = Math.floor(monthIndex / 12);
  const tm = (monthIndex % 12) + 1;
  if (d <= daysInMonth(ty, tm)) return `${pad(ty, 4)}-${pad(tm, 2)}-${pad(d, 2)}`;
  const next = monthIndex + 1;
  return `${pad(Math.floor(next / 12), 4)}-${pad((next % 12) + 1, 2)}-01`;
};

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/**
 * A `from` or `to` query bound under the date rule (VALIDATION_ERROR otherwise). `from` is
 * inclusive; a calendar-date `to` includes that whole day (its next midnight), a date-time `to`
 * is exclusive.
 */
export const parseRangeBound = (value: string | undefined, path: "from" | "to"): Date | undefined => {
  if (value === undefined) return undefined;
  const instant = parseIsoInstant(value);
  if (!instant) throw invalidField(path, dateRuleMessage(path));
  return path === "to" && isCalendarDate(value.trim()) ? endOfDayExclusive(value.trim()) : instant;
};
