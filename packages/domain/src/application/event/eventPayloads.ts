import type { BudgetMember } from "../../model/budget/BudgetMember";
import type { JsonObject } from "../../model/event/DomainEvent";
import { fromMinorUnits } from "../../model/money/Money";
import type { Transaction } from "../../model/transaction/Transaction";
import type { Transfer } from "../../model/transfer/Transfer";

/**
 * The API's JSON shapes of what events carry, field for field as the routes present them
 * (apps/api checks the two agree), so a webhook receives what a GET would have answered.
 */

const iso = (instant: Date): string => instant.toISOString();

export const transactionPayload = (tx: Transaction): JsonObject => ({
  id: tx.id,
  amount: fromMinorUnits(tx.amountMinor, tx.currency),
  type: tx.type,
  description: tx.description,
  date: iso(tx.date),
  currency: tx.currency,
  walletId: tx.walletId,
  categoryId: tx.categoryId,
  transferId: tx.transferId,
  createdAt: iso(tx.createdAt),
  updatedAt: iso(tx.updatedAt),
  version: tx.version,
  tagIds: [...tx.tagIds],
});

export const transferPayload = (transfer: Transfer): JsonObject => ({
  id: transfer.id,
  fromWalletId: transfer.fromWalletId,
  toWalletId: transfer.toWalletId,
  amount: fromMinorUnits(transfer.amountMinor, transfer.currency),
  currency: transfer.currency,
  toAmount: fromMinorUnits(transfer.toAmountMinor, transfer.toCurrency),
  toCurrency: transfer.toCurrency,
  description: transfer.description,
  date: iso(transfer.date),
  outgoingTransactionId: transfer.outgoingTransactionId,
  incomingTransactionId: transfer.incomingTransactionId,
  createdAt: iso(transfer.createdAt),
  updatedAt: iso(transfer.updatedAt),
  version: transfer.version,
});

export const budgetMemberPayload = (member: BudgetMember): JsonObject => ({
  id: member.id,
  budgetId: member.budgetId,
  userId: member.userId,
  email: member.email,
  role: member.role,
  share: member.share,
  status: member.status,
  invitedAt: iso(member.invitedAt),
  respondedAt: member.respondedAt === null ? null : iso(member.respondedAt),
});
