import { useSearchParams } from "react-router";
import { toDateInput } from "../../format/date";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const parts = (day: string) => day.split("-").map(Number) as [number, number, number];

/** The current month in the browser's zone, as date-input days. */
const thisMonth = (now = new Date()) => ({
  from: toDateInput(new Date(now.getFullYear(), now.getMonth(), 1)),
  to: toDateInput(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
});

/** Midnight starting `day` in the browser's zone, and the midnight after it (the API's `to` is exclusive). */
const startOf = (day: string, plusDays = 0): string => {
  const [year, month, date] = parts(day);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/**
 * The dashboard's range, kept in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`) so a reload or a
 * shared link shows the same one; the current month by default. Days are the browser's: the
 * request covers from the first day's midnight to the midnight after the last day, in its zone.
 */
export const useRange = () => {
  const [params, setParams] = useSearchParams();
  const fallback = thisMonth();
  const fromParam = params.get("from");
  const toParam = params.get("to");
  const from = fromParam && DAY.test(fromParam) ? fromParam : fallback.from;
  const to = toParam && DAY.test(toParam) ? toParam : fallback.to;
  const valid = from <= to;
  const set = (next: { from?: string; to?: string }) => {
    const merged = { from, to, ...next };
    if (!DAY.test(merged.from) || !DAY.test(merged.to)) return;
    setParams({ from: merged.from, to: merged.to }, { replace: true });
  };
  return {
    from,
    to,
    valid,
    set,
    request: { from: startOf(from), to: startOf(to, 1) },
  };
};
