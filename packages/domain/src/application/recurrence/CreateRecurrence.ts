import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { parsePositiveMoney } from "../../model/money/Money";
import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { RecurrenceRules } from "../../model/recurrence/RecurrenceRules";
import { parseTagIds } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { parseTransactionType } from "../../model/transaction/Transaction";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";
import { parseDescription } from "../../shared/text";
import { requireOwnedTags } from "../tag/findOwnedTag";
import { openTargets, parseRecurrenceStart, parseRule, parseTimezone, scheduleOf } from "./recurrenceTerms";

export interface CreateRecurrenceInput {
  walletId: string;
  categoryId: string;
  /** Major units of the wallet's currency. */
  amount: number;
  type: string;
  description?: string;
  tagIds?: readonly string[];
  rrule: string;
  start: string;
  timezone?: string;
}

export class CreateRecurrence {
  constructor(
    private readonly recurrences: RecurrenceRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly tags: TagRepo,
    private readonly rules: RecurrenceRules,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreateRecurrenceInput): Promise<Recurrence> {
    const type = parseTransactionType(input.type);
    const description = parseDescription(input.description);
    const tagIds = input.tagIds === undefined ? [] : parseTagIds(input.tagIds);
    const start = parseRecurrenceStart(input.start);
    const draft = scheduleOf(parseRule(input.rrule), start, parseTimezone(input.timezone));
    const schedule = { ...draft, rrule: this.rules.normalise(draft) };
    const { wallet, category } = await openTargets(
      this.wallets,
      this.categories,
      userId,
      input.walletId,
      input.categoryId,
    );
    await requireOwnedTags(this.tags, userId, tagIds);
    const amount = parsePositiveMoney(input.amount, wallet.currency);
    const now = this.clock.now();
    const recurrence: Recurrence = {
      id: this.ids.next(),
      userId,
      walletId: wallet.id,
      categoryId: category.id,
      type,
      amountMinor: amount.minor,
      currency: wallet.currency,
      description,
      tagIds,
      ...schedule,
      nextAt: this.rules.firstFrom(schedule, schedule.start),
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.recurrences.create(recurrence);
    return recurrence;
  }
}
