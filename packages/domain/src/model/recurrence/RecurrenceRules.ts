import type { RecurrenceSchedule } from "./Recurrence";

/**
 * Port: RFC 5545 rule expansion (an adapter implements it with a calendar library, so the domain
 * keeps no dependency). Occurrences are instants; a wall-clock time that does not exist in the
 * zone on some day (a daylight-saving gap) is no occurrence, and a day a month lacks (the 31st in
 * a 30-day month, 29 February in a common year) is skipped, as RFC 5545 says.
 */
export interface RecurrenceRules {
  /**
   * The rule in canonical form. Throws INVALID_RECURRENCE_RULE for text that is no rule, a part
   * other than FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, COUNT
   * and UNTIL, or a rule with no occurrence from `start`; VALIDATION_ERROR for an unknown time zone.
   */
  normalise(schedule: RecurrenceSchedule): string;
  /** Occurrences in [from, to), ascending, at most `limit`. */
  between(schedule: RecurrenceSchedule, from: Date, to: Date, limit: number): Date[];
  /** The first occurrence at or after `from`, or null when the rule has no more. */
  firstFrom(schedule: RecurrenceSchedule, from: Date): Date | null;
}
