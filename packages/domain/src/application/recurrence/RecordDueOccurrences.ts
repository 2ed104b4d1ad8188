import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import { money } from "../../model/money/Money";
import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { RecurrenceRules } from "../../model/recurrence/RecurrenceRules";
import { type Transaction, transactionOf } from "../../model/transaction/Transaction";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { DomainError } from "../../shared/DomainError";
import type { IdGenerator, RecurrenceId } from "../../shared/Id";
import type { BudgetAllocator, TouchedBudgets } from "../budget/BudgetAllocator";
import { emitRecurrenceRecorded } from "../event/emitters";

export interface RecordingSummary {
  /** Occurrences this run recorded (another process's are not counted). */
  readonly recorded: number;
  /** Recurrences paused because they can no longer record (wallet or category deleted or archived, ...). */
  readonly paused: readonly { readonly id: RecurrenceId; readonly code: string }[];
}

/** Recurrences read per query, and occurrences of one recurrence expanded at once. */
const DUE_PAGE = 100;
const OCCURRENCES_PER_PASS = 1000;

/**
 * The scheduler's use case: records every occurrence due by now (so a service that was stopped
 * catches up), each as one atomic write that also moves the recurrence on. Any number of
 * processes may run it at once: the store records each occurrence once (RecurrenceRepo.recordOccurrence).
 */
export class RecordDueOccurrences {
  constructor(
    private readonly recurrences: RecurrenceRepo,
    private readonly wallets: WalletRepo,
    private readonly categories: CategoryRepo,
    private readonly allocator: BudgetAllocator,
    private readonly rules: RecurrenceRules,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(): Promise<RecordingSummary> {
    const now = this.clock.now();
    let recorded = 0;
    const paused: { id: RecurrenceId; code: string }[] = [];
    for (;;) {
      const due = await this.recurrences.listDue(now, DUE_PAGE);
      let moved = 0;
      for (const recurrence of due) {
        const outcome = await this.recordDue(recurrence, now);
        recorded += outcome.recorded;
        if (outcome.pausedWith !== undefined) paused.push({ id: recurrence.id, code: outcome.pausedWith });
        if (outcome.recorded > 0 || outcome.pausedWith !== undefined || outcome.moved) moved++;
      }
      // Nothing moved: what is left is another process's work in flight.
      if (due.length === 0 || moved === 0) break;
    }
    return { recorded, paused };
  }

  private async recordDue(
    recurrence: Recurrence,
    now: Date,
  ): Promise<{ recorded: number; moved: boolean; pausedWith?: string }> {
    const first = recurrence.nextAt;
    if (first === null) return { recorded: 0, moved: false };
    const [wallet, category] = await Promise.all([
      this.wallets.findById(recurrence.walletId),
      this.categories.findById(recurrence.categoryId),
    ]);
    if (!wallet || wallet.userId !== recurrence.userId || wallet.archived) {
      return this.pause(recurrence, wallet ? "WALLET_ARCHIVED" : "WALLET_NOT_FOUND");
    }
    if (!category || category.userId !== recurrence.userId || category.archived) {
      return this.pause(recurrence, category ? "CATEGORY_ARCHIVED" : "INVALID_CATEGORY_EXIST_PARAMS");
    }
    const after = new Date(now.getTime() + 1);
    const occurrences = this.rules.between(recurrence, first, after, OCCURRENCES_PER_PASS);
    if (occurrences[0]?.getTime() !== first.getTime()) {
      // The stored next occurrence is not one of the rule's: go on from the rule's own.
      const nextAt = this.rules.firstFrom(recurrence, first);
      const moved = await this.recurrences.update(recurrence.id, { nextAt, updatedAt: now });
      return { recorded: 0, moved: moved !== null };
    }
    const transactions = occurrences.map((occurrenceAt) => this.transactionFor(recurrence, wallet, occurrenceAt, now));
    // Only with events to write: no answer carries the budgets an occurrence moves.
    const touched = this.events ? await this.allocator.budgetsTouchedBy(transactions) : undefined;
    let recorded = 0;
    for (const [i, occurrenceAt] of occurrences.entries()) {
      const expectedNextAt = occurrenceAt;
      const nextAt = occurrences[i + 1] ?? this.rules.firstFrom(recurrence, new Date(occurrenceAt.getTime() + 1));
      const transaction = transactions[i] as Transaction;
      const watch = await this.watchFor(touched, transaction);
      let written: boolean;
      try {
        written = await this.recurrences.recordOccurrence({
          recurrenceId: recurrence.id,
          occurrenceAt,
          expectedNextAt,
          nextAt,
          transaction,
          emit: emitRecurrenceRecorded(this.events),
          ...(watch && { watch }),
        });
      } catch (error) {
        if (error instanceof DomainError) return { ...(await this.pause(recurrence, error.code)), recorded };
        throw error;
      }
      if (!written)
        return { recorded, moved: recorded > 0 || (await this.skipRecorded(recurrence, occurrenceAt, nextAt, now)) };
      recorded++;
    }
    return { recorded, moved: recorded > 0 };
  }

  /**
   * The watch of the budgets one occurrence's expense counts towards (an occurrence caught up on
   * from an earlier window counts towards none), so its write also writes the thresholds it crosses.
   */
  private async watchFor(touched: TouchedBudgets | undefined, transaction: Transaction) {
    if (!touched || touched.budgets.length === 0) return undefined;
    const among = this.allocator.touchedAmong(touched, [transaction]);
    const change = { before: [], after: [transaction] };
    return (await this.allocator.watch(among, change, transaction.userId, this.events))?.watch;
  }

  /**
   * A write refused while the stored `nextAt` still names the occurrence means that occurrence was
   * recorded before (its key is taken): the recurrence moves past it without recording it again.
   */
  private async skipRecorded(recurrence: Recurrence, occurrenceAt: Date, nextAt: Date | null, now: Date) {
    const stored = await this.recurrences.findById(recurrence.id);
    if (!stored || stored.nextAt?.getTime() !== occurrenceAt.getTime()) return false;
    return (await this.recurrences.update(recurrence.id, { nextAt, updatedAt: now })) !== null;
  }

  private async pause(recurrence: Recurrence, code: string) {
    await this.recurrences.update(recurrence.id, { active: false, updatedAt: this.clock.now() });
    return { recorded: 0, moved: true, pausedWith: code };
  }

  private transactionFor(
    recurrence: Recurrence,
    wallet: Parameters<typeof transactionOf>[0]["wallet"],
    occurrenceAt: Date,
    now: Date,
  ): Transaction {
    return transactionOf({
      id: this.ids.next(),
      userId: recurrence.userId,
      wallet,
      categoryId: recurrence.categoryId,
      type: recurrence.type,
      amount: money(recurrence.amountMinor, recurrence.currency),
      description: recurrence.description,
      date: occurrenceAt,
      updatedAt: now,
      tagIds: recurrence.tagIds,
      recurrenceId: recurrence.id,
    });
  }
}
