import type { Transaction, Transfer, TransferPage } from "@finance/domain";
import { type TransferRow, toTransfer } from "./mappers";

/** The columns of a leg that follow its transfer on an update (its id, user, type and transfer stay). */
export const legChanges = (leg: Transaction) => ({
  walletId: leg.walletId,
  amountMinor: leg.amountMinor,
  currency: leg.currency,
  description: leg.description,
  date: leg.date,
  updatedAt: leg.updatedAt,
  version: leg.version,
});

/** The columns of a transfer an update writes (all but its id, user, legs and creation). */
export const transferChanges = (next: Transfer) => ({
  fromWalletId: next.fromWalletId,
  toWalletId: next.toWalletId,
  amountMinor: next.amountMinor,
  currency: next.currency,
  toAmountMinor: next.toAmountMinor,
  toCurrency: next.toCurrency,
  description: next.description,
  date: next.date,
  updatedAt: next.updatedAt,
  version: next.version,
});

/** `limit + 1` rows in, one page out: the extra row only says whether there is a next page. */
export const transferPageOf = (limit: number, rows: readonly TransferRow[]): TransferPage => {
  const items = rows.slice(0, limit).map(toTransfer);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? { date: last.date, id: last.id } : null };
};
