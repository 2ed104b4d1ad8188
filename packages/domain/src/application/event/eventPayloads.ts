import type { BudgetMember, MemberRole, MemberStatus } from "../../model/budget/BudgetMember";
import type { Import } from "../../model/import/Import";
import type { ImportCommitted } from "../../model/import/ImportRepo";
import type { StatementFormat } from "../../model/import/StatementReader";
import { fromMinorUnits } from "../../model/money/Money";
import type { Transaction, TransactionType } from "../../model/transaction/Transaction";
import type { Transfer } from "../../model/transfer/Transfer";
import { isoInstant as iso } from "../../shared/isoInstant";

/**
 * The API's JSON shapes of the records the routes answer and the events carry: the one source
 * both use (apps/api's presenters answer these, typed against their OpenAPI schemas), so a
 * webhook receives exactly what a GET would have answered.
 */

export type TransactionPayload = {
  readonly id: string;
  readonly amount: number;
  readonly type: TransactionType;
  readonly description: string;
  readonly date: string;
  readonly currency: string;
  readonly walletId: string;
  readonly categoryId: string | null;
  readonly transferId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly tagIds: string[];
  readonly recurrenceId?: string;
};

export const transactionPayload = (tx: Transaction): TransactionPayload => ({
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
  ...(tx.recurrenceId === undefined ? {} : { recurrenceId: tx.recurrenceId }),
});

export type TransferPayload = {
  readonly id: string;
  readonly fromWalletId: string;
  readonly toWalletId: string;
  readonly amount: number;
  readonly currency: string;
  readonly toAmount: number;
  readonly toCurrency: string;
  readonly description: string;
  readonly date: string;
  readonly outgoingTransactionId: string;
  readonly incomingTransactionId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
};

export const transferPayload = (transfer: Transfer): TransferPayload => ({
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

export type BudgetMemberPayload = {
  readonly id: string;
  readonly budgetId: string;
  readonly userId: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly share: number | null;
  readonly status: MemberStatus;
  readonly invitedAt: string;
  readonly respondedAt: string | null;
};

export const budgetMemberPayload = (member: BudgetMember): BudgetMemberPayload => ({
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

export type ImportPayload = {
  readonly id: string;
  readonly format: StatementFormat;
  readonly walletId: string;
  /** `reading` is never shown: an import is a preview until committed. */
  readonly status: "preview" | "committed";
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly counts: {
    readonly rows: number;
    readonly ready: number;
    readonly duplicate: number;
    readonly refused: number;
  };
};

export const importPayload = (found: Import): ImportPayload => ({
  id: found.id,
  format: found.format,
  walletId: found.walletId,
  status: found.status === "committed" ? "committed" : "preview",
  createdAt: iso(found.createdAt),
  expiresAt: iso(found.expiresAt),
  counts: { ...found.counts },
});

/** A commit's import, with how many transactions it recorded (`created`), as the commit answers it. */
export const committedImportPayload = (committed: ImportCommitted): ImportPayload & { readonly created: number } => ({
  ...importPayload(committed.import),
  created: committed.created,
});
