const monthFormat = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
const longMonthFormat = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });

const monthDate = (month: string): Date => {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1));
};

/** The API's `YYYY-MM` (a UTC month) in the browser's locale: "Mar 2026". */
export const formatMonth = (month: string): string => monthFormat.format(monthDate(month));

/** The same, spelt out for tables and screen readers: "March 2026". */
export const formatLongMonth = (month: string): string => longMonthFormat.format(monthDate(month));
