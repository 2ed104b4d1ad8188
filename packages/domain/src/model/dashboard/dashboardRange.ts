import { END_OF_TIME } from "../../shared/dates";

const DAY_MS = 86_400_000;
/** Midnight UTC of 9999-12-31: whole days end here at the latest (see splitWholeDays). */
const LAST_MIDNIGHT = END_OF_TIME.getTime() - DAY_MS;

/** Midnight UTC on day 1 of a month; unlike `Date.UTC`, years 0-99 stay as written. */
const firstOfMonth = (year: number, monthIndex: number): Date => {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, 1);
  return date;
};

/** Half-open interval of instants [from, to). */
export interface InstantRange {
  readonly from: Date;
  readonly to: Date;
}

/** Midnight UTC on the first day of the month that holds `instant`. */
export const startOfMonthUtc = (instant: Date): Date => firstOfMonth(instant.getUTCFullYear(), instant.getUTCMonth());

/** Midnight UTC on the first day of the month `months` after the one that holds `instant`. */
export const addMonthsUtc = (instant: Date, months: number): Date =>
  firstOfMonth(instant.getUTCFullYear(), instant.getUTCMonth() + months);

/** `YYYY-MM` of the UTC month that holds `instant`. */
export const monthKey = (instant: Date): string => instant.toISOString().slice(0, 7);

/** The calendar month (UTC) that holds `instant`, as [first day, first day of the next month). */
export const monthRange = (instant: Date): InstantRange => ({
  from: startOfMonthUtc(instant),
  to: addMonthsUtc(instant, 1),
});

/**
 * The months of a trend of `count` months that ends with the month holding the last instant
 * before `to` (the range's end is exclusive), oldest first, and the instant the trend starts at.
 */
export const trendMonths = (to: Date, count: number): { from: Date; months: string[] } => {
  const last = new Date(to.getTime() - 1);
  const from = addMonthsUtc(last, -(count - 1));
  const months = Array.from({ length: count }, (_, i) => monthKey(addMonthsUtc(from, i)));
  return { from, months };
};

/**
 * Splits [from, to) into the whole UTC days it covers and the partial days at its edges, so an
 * adapter can answer the whole days from a per-day rollup and only the edges from single rows.
 * `days` is null when the range covers no whole day; `edges` are the non-empty rest (0 to 2).
 * Whole days stop at 9999-12-31: a range running to END_OF_TIME reads that last day from rows,
 * so no roll-up key of year 10000 (which no store's day or month text orders right) is ever asked for.
 */
export const splitWholeDays = (range: InstantRange): { days: InstantRange | null; edges: InstantRange[] } => {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const firstMidnight = Math.ceil(from / DAY_MS) * DAY_MS;
  const lastMidnight = Math.min(Math.floor(to / DAY_MS) * DAY_MS, LAST_MIDNIGHT);
  if (firstMidnight >= lastMidnight) return { days: null, edges: from < to ? [range] : [] };
  const edges: InstantRange[] = [];
  if (from < firstMidnight) edges.push({ from: range.from, to: new Date(firstMidnight) });
  if (lastMidnight < to) edges.push({ from: new Date(lastMidnight), to: range.to });
  return { days: { from: new Date(firstMidnight), to: new Date(lastMidnight) }, edges };
};

/** Midnight UTC on the first day of the first month that starts at or after `instant`. */
const ceilMonth = (instant: Date): Date => {
  const start = startOfMonthUtc(instant);
  return start.getTime() === instant.getTime() ? start : addMonthsUtc(instant, 1);
};

/** A range cut along calendar boundaries (UTC): whole months, whole days, and partial days. */
export interface RangeParts {
  /** The whole months the range covers, or null. */
  readonly months: InstantRange | null;
  /** Whole days outside those months (0 to 2 runs). */
  readonly days: InstantRange[];
  /** Partial days at the range's edges (0 to 2). */
  readonly edges: InstantRange[];
}

/**
 * Splits [from, to) into whole months, the whole days before and after them, and the partial days
 * at its edges, so an adapter can answer each part from the coarsest rollup that holds it exactly.
 */
export const splitRange = (range: InstantRange): RangeParts => {
  const { days, edges } = splitWholeDays(range);
  if (!days) return { months: null, days: [], edges };
  const firstMonth = ceilMonth(days.from);
  const lastMonth = startOfMonthUtc(days.to);
  if (firstMonth >= lastMonth) return { months: null, days: [days], edges };
  const dayRuns: InstantRange[] = [];
  if (days.from < firstMonth) dayRuns.push({ from: days.from, to: firstMonth });
  if (lastMonth < days.to) dayRuns.push({ from: lastMonth, to: days.to });
  return { months: { from: firstMonth, to: lastMonth }, days: dayRuns, edges };
};
