import { MAX_LISTED_OCCURRENCES } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { RecurrenceRules } from "../../model/recurrence/RecurrenceRules";
import type { Clock } from "../../shared/Clock";
import { parseRangeBound } from "../../shared/dates";
import { rangeReversed } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedRecurrence } from "./findOwnedRecurrence";

export interface ListOccurrencesInput {
  /** Inclusive; default: now. */
  from?: string;
  /** Exclusive (a calendar date includes its whole day); default: a year after `from`. */
  to?: string;
}

export interface OccurrenceList {
  readonly from: Date;
  readonly to: Date;
  /** Ascending, at most MAX_LISTED_OCCURRENCES. */
  readonly occurrences: Date[];
  /** True when the range holds more than were listed. */
  readonly truncated: boolean;
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The dates the rule gives in a range, whether recorded or still to come. */
export class ListOccurrences {
  constructor(
    private readonly recurrences: RecurrenceRepo,
    private readonly rules: RecurrenceRules,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, id: string, input: ListOccurrencesInput): Promise<OccurrenceList> {
    const fromBound = parseRangeBound(input.from, "from");
    const toBound = parseRangeBound(input.to, "to");
    const recurrence = await findOwnedRecurrence(this.recurrences, userId, id);
    const from = fromBound ?? this.clock.now();
    const to = toBound ?? new Date(from.getTime() + YEAR_MS);
    if (from >= to) throw rangeReversed();
    const found = this.rules.between(recurrence, from, to, MAX_LISTED_OCCURRENCES + 1);
    return {
      from,
      to,
      occurrences: found.slice(0, MAX_LISTED_OCCURRENCES),
      truncated: found.length > MAX_LISTED_OCCURRENCES,
    };
  }
}
