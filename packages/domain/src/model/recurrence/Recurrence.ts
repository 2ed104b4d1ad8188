import type { CategoryId, RecurrenceId, TagId, UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import type { TransactionType } from "../transaction/Transaction";

/** When a recurrence occurs: an RFC 5545 rule (no DTSTART) from `start`, read in `timezone`. */
export interface RecurrenceSchedule {
  /** Canonical rule text, e.g. `FREQ=MONTHLY;BYMONTHDAY=-1`. */
  readonly rrule: string;
  /** The first date-time (an instant); its wall-clock time in `timezone` is every occurrence's time. */
  readonly start: Date;
  /** IANA name; occurrences keep their wall-clock time across daylight-saving changes. */
  readonly timezone: string;
}

/** A transaction that records itself on every occurrence of its schedule. */
export interface Recurrence extends RecurrenceSchedule {
  readonly id: RecurrenceId;
  readonly userId: UserId;
  readonly walletId: WalletId;
  readonly categoryId: CategoryId;
  readonly type: TransactionType;
  /** Positive minor units of `currency` (the wallet's); the type gives the recorded sign. */
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly description: string;
  readonly tagIds: readonly TagId[];
  /** The next occurrence not yet recorded; null when the rule has no more. */
  readonly nextAt: Date | null;
  /** False once paused; a paused recurrence records nothing until it is resumed. */
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** At most this many occurrences in one listing. */
export const MAX_LISTED_OCCURRENCES = 1000;
