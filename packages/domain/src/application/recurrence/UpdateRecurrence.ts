import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { parsePositiveMoney } from "../../model/money/Money";
import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceChanges, RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { RecurrenceRules } from "../../model/recurrence/RecurrenceRules";
import { parseTagIds } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { parseTransactionType } from "../../model/transaction/Transaction";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField, noFieldToChange, recurrenceNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { parseDescription } from "../../shared/text";
import { requireOwnedTags } from "../tag/findOwnedTag";
import { findOwnedRecurrence } from "./findOwnedRecurrence";
import { openTargets, parseRecurrenceStart, parseRule, parseTimezone, scheduleOf } from "./recurrenceTerms";

export interface UpdateRecurrenceInput {
  walletId?: string;
  categoryId?: string;
  amount?: number;
  type?: string;
  description?: string;
  tagIds?: readonly string[];
  rrule?: string;
  start?: string;
  timezone?: string;
  active?: boolean;
}

const UPDATABLE = [
  "walletId",
  "categoryId",
  "amount",
  "type",
  "description",
  "tagIds",
  "rrule",
  "start",
  "timezone",
  "active",
] as const;

/**
 * Changes what future occurrences record; what was recorded stays as it was. A new schedule, or a
 * resumed recurrence, goes on from its first occurrence from now: occurrences a new rule would have
 * had in the past, and those a pause skipped, are not recorded.
 */
export class UpdateRecurrence {
  constructor(
    private readonly recurrences: RecurrenceRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly tags: TagRepo,
    private readonly rules: RecurrenceRules,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, id: string, patch: UpdateRecurrenceInput): Promise<Recurrence> {
    const current = await findOwnedRecurrence(this.recurrences, userId, id);
    if (!UPDATABLE.some((field) => patch[field] !== undefined)) throw noFieldToChange();
    const now = this.clock.now();
    const changes: { -readonly [K in keyof RecurrenceChanges]: RecurrenceChanges[K] } = { updatedAt: now };
    if (patch.type !== undefined) changes.type = parseTransactionType(patch.type);
    if (patch.description !== undefined) changes.description = parseDescription(patch.description);
    if (patch.tagIds !== undefined) {
      changes.tagIds = parseTagIds(patch.tagIds);
      await requireOwnedTags(this.tags, userId, changes.tagIds);
    }
    if (patch.active !== undefined) {
      if (typeof patch.active !== "boolean") throw invalidField("active", "active must be true or false");
      changes.active = patch.active;
    }
    const { wallet, category } = await openTargets(
      this.wallets,
      this.categories,
      userId,
      patch.walletId ?? current.walletId,
      patch.categoryId ?? current.categoryId,
    );
    changes.walletId = wallet.id;
    changes.categoryId = category.id;
    changes.currency = wallet.currency;
    if (patch.amount !== undefined) {
      changes.amountMinor = parsePositiveMoney(patch.amount, wallet.currency).minor;
    } else if (wallet.currency !== current.currency) {
      throw invalidField("amount", `amount is required when the recurrence moves to a ${wallet.currency} wallet`);
    }
    const scheduleChanged = patch.rrule !== undefined || patch.start !== undefined || patch.timezone !== undefined;
    if (scheduleChanged) {
      const draft = scheduleOf(
        patch.rrule === undefined ? current.rrule : parseRule(patch.rrule),
        patch.start === undefined ? current.start : parseRecurrenceStart(patch.start),
        patch.timezone === undefined ? current.timezone : parseTimezone(patch.timezone),
      );
      const schedule = { ...draft, rrule: this.rules.normalise(draft) };
      Object.assign(changes, schedule);
    }
    const resumed = changes.active === true && !current.active;
    if (scheduleChanged || resumed) {
      const schedule = {
        rrule: changes.rrule ?? current.rrule,
        start: changes.start ?? current.start,
        timezone: changes.timezone ?? current.timezone,
      };
      changes.nextAt = this.rules.firstFrom(schedule, new Date(Math.max(now.getTime(), schedule.start.getTime())));
    }
    const updated = await this.recurrences.update(current.id, changes);
    if (!updated) throw recurrenceNotFound();
    return updated;
  }
}
