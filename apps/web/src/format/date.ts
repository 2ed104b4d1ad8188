const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO instant (`...Z`) as a date in the browser's locale and time zone. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A `YYYY-MM-DD` calendar date (budgets) shown in the locale, without shifting it by the time zone. */
export const formatCalendarDate = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return dateFormat.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
};

/** Today in the browser's time zone as `YYYY-MM-DD` (the value of a date input). */
export const todayInput = (now = new Date()): string => toDateInput(now);

export const toDateInput = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * A date input's `YYYY-MM-DD` as the instant the API stores: noon in the browser's time zone, so
 * the day shown back in that zone is the day picked.
 */
export const dateInputToInstant = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12).toISOString();
};

/** Start or end of a picked day in the browser's zone, for `from` / `to` filters. */
export const dayStartInstant = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toISOString();
};

export const dayEndInstant = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1, 0, 0, 0, -1).toISOString();
};
