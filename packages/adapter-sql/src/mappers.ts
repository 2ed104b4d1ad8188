import type {
  Budget,
  BudgetMember,
  Category,
  Currency,
  Id,
  Recurrence,
  RecurrenceId,
  Tag,
  Transaction,
  Transfer,
  User,
  Wallet,
} from "@finance/domain";

/**
 * Rows to domain records. Both stores read the same TypeScript shapes (ids and days as text,
 * instants as Date, money as number); only the currency text and the ids are narrowed here.
 */

/** A record as a row holds it: its ids plain text. */
export type Stored<T> = {
  [K in keyof T]: T[K] extends Id<string> | null
    ? string | Extract<T[K], null>
    : T[K] extends readonly Id<string>[]
      ? readonly string[]
      : T[K];
};

/**
 * Id text read back from a row is trusted as the id it names: a store holds only ids the domain
 * made (parsed by `parseUuid` or generated), so they are not checked again.
 */
export const storedId = <T extends Id<string>>(text: string): T => text as T;
export const storedIds = <T extends Id<string>>(texts: readonly string[]): T[] => texts as T[];
const storedIdOrNull = <T extends Id<string>>(text: string | null): T | null =>
  text === null ? null : storedId<T>(text);
export const toUser = (row: Omit<Stored<User>, "tokensValidAfter"> & { tokensValidAfter?: Date | null }): User => ({
  id: storedId(row.id),
  name: row.name,
  email: row.email,
  passwordHash: row.passwordHash,
  createdAt: row.createdAt,
  ...(row.tokensValidAfter && { tokensValidAfter: row.tokensValidAfter }),
});

export const toWallet = (row: Omit<Stored<Wallet>, "currency"> & { currency: string }): Wallet => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  name: row.name,
  currency: row.currency as Currency,
  initialBalanceMinor: row.initialBalanceMinor,
  balanceMinor: row.balanceMinor,
  archived: row.archived,
  createdAt: row.createdAt,
});

export const toCategory = (row: Stored<Category>): Category => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  name: row.name,
  archived: row.archived,
  createdAt: row.createdAt,
});

export const toTag = (row: Stored<Tag>): Tag => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  name: row.name,
  createdAt: row.createdAt,
});

export type TransactionRow = Omit<Stored<Transaction>, "currency" | "tagIds" | "recurrenceId"> & {
  currency: string;
  /** Set on a transaction a recurrence recorded. */
  recurrenceId?: string | null;
};

/** `tagIds`: the row's tag links, read by `tagIdsOf` (the links live in their own table). */
export const toTransaction = (row: TransactionRow, tagIds: readonly string[]): Transaction => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  walletId: storedId(row.walletId),
  categoryId: storedIdOrNull(row.categoryId),
  transferId: storedIdOrNull(row.transferId),
  type: row.type,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  description: row.description,
  date: row.date,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
  tagIds: storedIds(tagIds),
  ...(row.recurrenceId ? { recurrenceId: storedId<RecurrenceId>(row.recurrenceId) } : {}),
});

export type TransferRow = Omit<Stored<Transfer>, "currency" | "toCurrency"> & { currency: string; toCurrency: string };

export const toTransfer = (row: TransferRow): Transfer => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  fromWalletId: storedId(row.fromWalletId),
  toWalletId: storedId(row.toWalletId),
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  toAmountMinor: row.toAmountMinor,
  toCurrency: row.toCurrency as Currency,
  description: row.description,
  date: row.date,
  outgoingTransactionId: storedId(row.outgoingTransactionId),
  incomingTransactionId: storedId(row.incomingTransactionId),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

export type BudgetRow = Omit<Stored<Budget>, "currency" | "categoryIds"> & { currency: string };

export const toBudget = (row: BudgetRow, categoryIds: readonly string[]): Budget => ({
  id: storedId(row.id),
  ownerId: storedId(row.ownerId),
  name: row.name,
  currency: row.currency as Currency,
  limitMinor: row.limitMinor,
  period: row.period,
  startDate: row.startDate,
  endDate: row.endDate,
  walletId: storedId(row.walletId),
  categoryIds: storedIds(categoryIds),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

export const toMember = (row: Stored<BudgetMember>): BudgetMember => ({
  id: storedId(row.id),
  budgetId: storedId(row.budgetId),
  userId: storedId(row.userId),
  email: row.email,
  role: row.role,
  share: row.share,
  status: row.status,
  invitedAt: row.invitedAt,
  respondedAt: row.respondedAt,
});

/** A recurrences row as either dialect reads it (amounts may come as the driver's integers). */
export type RecurrenceRow = Omit<Stored<Recurrence>, "currency" | "tagIds" | "amountMinor"> & {
  currency: string;
  tagIds: readonly string[];
  amountMinor: number | string;
};

export const toRecurrence = (row: RecurrenceRow): Recurrence => ({
  id: storedId(row.id),
  userId: storedId(row.userId),
  walletId: storedId(row.walletId),
  categoryId: storedId(row.categoryId),
  type: row.type,
  amountMinor: Number(row.amountMinor),
  currency: row.currency as Currency,
  description: row.description,
  tagIds: storedIds(row.tagIds),
  rrule: row.rrule,
  start: row.start,
  timezone: row.timezone,
  nextAt: row.nextAt,
  active: row.active,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A recurrence's columns as both dialects' tables name them. */
export const recurrenceColumns = (r: Recurrence) => ({ ...r, tagIds: [...r.tagIds] });
