import type { BudgetMember } from "../../model/budget/BudgetMember";
import type { Emit, EventFactory } from "../../model/event/DomainEvent";
import type { ImportCommitted } from "../../model/import/ImportRepo";
import type { Transaction } from "../../model/transaction/Transaction";
import type { Transfer } from "../../model/transfer/Transfer";
import type { UserId } from "../../shared/Id";
import { budgetMemberPayload, committedImportPayload, transactionPayload, transferPayload } from "./eventPayloads";

/**
 * The `emit` arguments use cases hand to the repositories' atomic writes. Without an EventFactory
 * (unit tests that do not look at events) a write emits nothing.
 */

export const emitTransaction = (
  events: EventFactory | undefined,
  type: "transaction.created" | "transaction.updated" | "transaction.deleted",
): Emit<Transaction> | undefined =>
  events && ((tx) => [events.event({ type, userId: tx.userId, data: { transaction: transactionPayload(tx) } })]);

/** An occurrence a recurrence recorded: the transaction, as `transaction.created` carries it. */
export const emitRecurrenceRecorded = (events: EventFactory | undefined): Emit<Transaction> | undefined =>
  events &&
  ((tx) => [
    events.event({
      type: "recurrence.recorded",
      userId: tx.userId,
      data: { transaction: transactionPayload(tx), recurrenceId: tx.recurrenceId ?? null },
    }),
  ]);

/** A committed import: the import as the commit answers it, and how many transactions it recorded. */
export const emitImportCommitted = (
  events: EventFactory | undefined,
  userId: UserId,
): Emit<ImportCommitted> | undefined =>
  events &&
  ((committed) => [
    events.event({
      type: "import.committed",
      userId,
      data: { import: committedImportPayload(committed) },
    }),
  ]);

export const emitTransfer = (
  events: EventFactory | undefined,
  type: "transfer.created" | "transfer.deleted",
): Emit<Transfer> | undefined =>
  events &&
  ((transfer) => [events.event({ type, userId: transfer.userId, data: { transfer: transferPayload(transfer) } })]);

export const emitReceiptProcessed = (
  events: EventFactory | undefined,
  userId: UserId,
): Emit<readonly Transaction[]> | undefined =>
  events &&
  ((transactions) => [
    events.event({
      type: "receipt.processed",
      userId,
      data: { transactions: transactions.map(transactionPayload) },
    }),
  ]);

/**
 * A budget event reaches the acting user's webhooks and those of the budget's other members
 * (`audience`, known to the use case when it writes).
 */
export const emitBudgetMember = (
  events: EventFactory | undefined,
  type: "budget.invitation.created" | "budget.invitation.answered" | "budget.member.removed",
  actor: UserId,
  audience: readonly UserId[],
): Emit<BudgetMember> | undefined =>
  events &&
  ((member) => [
    events.event({
      type,
      userId: actor,
      audience: [...audience, member.userId],
      data: { member: budgetMemberPayload(member) },
    }),
  ]);
