import { invalidRecurrenceRule, invalidTimezone, type RecurrenceRules, type RecurrenceSchedule } from "@finance/domain";
import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import { canonicalRule } from "./ruleText";

/** Rules kept expanded-ready, by schedule: the scheduler asks the same few again and again. */
const CACHE_SIZE = 500;
/** The first window a bounded listing expands; it doubles until the listing is full. */
const FIRST_WINDOW_MS = 32 * 24 * 60 * 60 * 1000;

const keyOf = (s: RecurrenceSchedule) => `${s.rrule}|${s.start.getTime()}|${s.timezone}`;

/**
 * RecurrenceRules with rrule-temporal on the Temporal polyfill: rules are expanded in the
 * schedule's IANA zone, so a 09:00 occurrence stays at 09:00 local time across daylight-saving
 * changes, and wall-clock times a gap skips are no occurrences (RFC 5545 3.3.10).
 */
export class TemporalRecurrenceRules implements RecurrenceRules {
  private readonly cache = new Map<string, RRuleTemporal>();

  normalise(schedule: RecurrenceSchedule): string {
    const rrule = canonicalRule(schedule.rrule);
    const canonical = { ...schedule, rrule };
    if (this.firstFrom(canonical, schedule.start) === null) {
      throw invalidRecurrenceRule("the rule never occurs from start");
    }
    return rrule;
  }

  between(schedule: RecurrenceSchedule, from: Date, to: Date, limit: number): Date[] {
    const rule = this.ruleOf(schedule);
    const found: Date[] = [];
    let cursor = from.getTime();
    let window = FIRST_WINDOW_MS;
    while (cursor < to.getTime() && found.length < limit) {
      const end = Math.min(to.getTime(), cursor + window);
      for (const at of rule.between(new Date(cursor), new Date(end), true)) {
        const ms = at.epochMilliseconds;
        if (ms >= cursor && ms < end && found.length < limit) found.push(new Date(ms));
      }
      cursor = end;
      window *= 2;
    }
    return found;
  }

  firstFrom(schedule: RecurrenceSchedule, from: Date): Date | null {
    const rule = this.ruleOf(schedule);
    try {
      const next = rule.next(from, true);
      return next === null ? null : new Date(next.epochMilliseconds);
    } catch (error) {
      // The library gives up after a bounded search: a rule that matches no day (30 February) has no next.
      if (error instanceof Error && /maximum|exceeded/i.test(error.message)) return null;
      throw error;
    }
  }

  private ruleOf(schedule: RecurrenceSchedule): RRuleTemporal {
    const key = keyOf(schedule);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let dtstart: Temporal.ZonedDateTime;
    try {
      dtstart = Temporal.Instant.fromEpochMilliseconds(schedule.start.getTime()).toZonedDateTimeISO(schedule.timezone);
    } catch {
      throw invalidTimezone();
    }
    let rule: RRuleTemporal;
    try {
      rule = new RRuleTemporal({ rruleString: schedule.rrule, dtstart, temporal: Temporal });
    } catch (error) {
      throw invalidRecurrenceRule(error instanceof Error ? error.message.slice(0, 200) : "unreadable");
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, rule);
    return rule;
  }
}
