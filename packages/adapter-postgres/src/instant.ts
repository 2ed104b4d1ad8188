import { customType } from "drizzle-orm/pg-core";
import parsePostgresDate from "postgres-date";

/**
 * PostgreSQL's text for a timestamptz (`0027-10-23 04:47:31.5+00`, `0001-01-01 00:19:32+00:19:32`,
 * `... BC`) as the exact instant. `new Date(text)` is not an option: that text is not ISO 8601, so
 * V8 falls back to its legacy parser, which reads years 0-99 as 1900-1999 or 2000-2049.
 */
export const parseInstant = (text: string): Date => {
  const parsed = parsePostgresDate(text);
  if (!(parsed instanceof Date) || Number.isNaN(parsed.getTime())) {
    throw new Error(`Unreadable timestamptz from PostgreSQL: ${JSON.stringify(text.slice(0, 40))}`);
  }
  return parsed;
};

/**
 * A `timestamp with time zone` column read and written as a Date, exactly: Drizzle's own
 * timestamp column parses the driver's text with `new Date(text)` (see parseInstant).
 */
export const instant = customType<{ data: Date; driverData: string }>({
  dataType: () => "timestamp with time zone",
  toDriver: (value) => value.toISOString(),
  fromDriver: parseInstant,
});
